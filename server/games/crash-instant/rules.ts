// Crash as an instant round: the player sets an auto cash-out multiplier first; the round draws the crash point;
// the bet pays the cash-out multiplier when the rocket reaches it. Pure rules.
//
// The crash point is floor(97 / (1 - u)) hundredths of a multiplier (u uniform in [0, 1)), at least 1.00x and
// capped at 10,000x. For a cash-out c (in hundredths, c ≥ 101) the rocket reaches it when 97 / (1 - u) ≥ c, that is
// with chance 0.97 / (c / 100); so every cash-out target returns exactly 97% (the 3% house edge).
import type { Rng } from '../rng.ts';

export const HOUSE_EDGE = 0.03;
export const CRASH_RTP = 1 - HOUSE_EDGE;
/** In hundredths of a multiplier. */
export const MIN_CASHOUT = 101;
export const MAX_CASHOUT = 100_000;
export const MAX_CRASH = 1_000_000;

/** The crash point in hundredths (100 = 1.00x). */
export function crashPoint(rng: Rng): number {
  const u = rng();
  const point = Math.floor(97 / (1 - u) + 1e-9);
  return Math.min(MAX_CRASH, Math.max(100, point));
}

/** Win in hundredths of a peso for a bet and a cash-out (hundredths of a multiplier). */
export const crashPayout = (bet: number, cashout: number, crash: number) => (cashout <= crash ? Math.floor((bet * cashout) / 100) : 0);

export function playCrash(rng: Rng, bet: number, cashout: number) {
  const crash = crashPoint(rng);
  return { crash, cashout, win: crashPayout(bet, cashout, crash) };
}

export const formatMultiplier = (hundredths: number) => `${(hundredths / 100).toFixed(2)}x`;
