// Red versus blue: the weekly period's calendar and the pool's split, pure, so the server's settlement and the app's
// estimate apply the same rule. Amounts are hundredths of a peso.
import { DAY_MS, manilaWeekStart } from './manila.ts';

export const PK_CAMPS = ['red', 'blue'] as const;
export type PkCamp = (typeof PK_CAMPS)[number];
/** The settled result: one camp won, a tie shared by both, or nobody bet. */
export const PK_WINNERS = ['red', 'blue', 'both', 'none'] as const;
export type PkWinner = (typeof PK_WINNERS)[number];

/** pkSignUp's own refusal codes (HTTP 403), so the app words them: no period running, sign-up over, already in a camp. */
export const PK_REFUSAL = { noPeriod: 4101, signUpClosed: 4102, alreadyJoined: 4103 } as const;

/** Sign-up runs Monday 00:00 to Wednesday 23:59:59 Manila: three days. */
export const PK_SIGNUP_MS = 3 * DAY_MS;
/** The pool of the first period; later periods start with the pool of the one before. ₱10,000.00. */
export const PK_DEFAULT_POOL = 1_000_000;

export interface PkWindow {
  startsAt: number;
  signupEndsAt: number;
  endsAt: number;
}

/** The Manila week of `now` as a period: Monday 00:00, sign-up until Thursday 00:00, the end at next Monday 00:00. */
export function pkWeek(now: number): PkWindow {
  const startsAt = manilaWeekStart(now);
  return { startsAt, signupEndsAt: startsAt + PK_SIGNUP_MS, endsAt: startsAt + 7 * DAY_MS };
}

/** The larger total wins; equal totals above zero are a tie that both camps share; nothing bet, nobody wins. */
export function pkWinner(red: number, blue: number): PkWinner {
  if (red === 0 && blue === 0) return 'none';
  if (red === blue) return 'both';
  return red > blue ? 'red' : 'blue';
}

/** Whether a member of `camp` shares the pool under `winner`. */
export const pkCampWins = (winner: PkWinner, camp: PkCamp): boolean => winner === camp || winner === 'both';

/**
 * One winner's share: pool x own valid bet / the winning side's valid bet (both camps' on a tie), floored to the
 * centavo; what the floors leave stays with the house. Zero valid bet, zero share.
 */
export function pkShare(pool: number, ownBet: number, sharingBet: number): number {
  if (pool <= 0 || ownBet <= 0 || sharingBet <= 0) return 0;
  // BigInt: pool x bet can pass 2^53 for large weeks.
  return Number((BigInt(pool) * BigInt(ownBet)) / BigInt(sharingBet));
}

/**
 * A member's payout is also capped at 1% of their own valid bet (basis points): otherwise a lone member of a quiet
 * week could bet ₱1 and take the whole pool. At 1%, less than any game's house edge, the activity adds to play and
 * never pays to farm. What the cap leaves of the pool stays with the house, as the rule page says.
 */
export const PK_PAYOUT_CAP_BP = 100;

/** What a winner is paid: their share of the pool, at most PK_PAYOUT_CAP_BP of their own valid bet. */
export function pkPayout(pool: number, ownBet: number, sharingBet: number): number {
  return Math.min(pkShare(pool, ownBet, sharingBet), Math.floor((ownBet * PK_PAYOUT_CAP_BP) / 10_000));
}

/** The valid bet the pool is split over: the winning camp's, or both camps' on a tie. */
export function pkSharingBet(winner: PkWinner, red: number, blue: number): number {
  if (winner === 'both') return red + blue;
  return winner === 'red' ? red : winner === 'blue' ? blue : 0;
}
