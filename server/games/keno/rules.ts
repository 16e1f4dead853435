// Keno: 40 numbers, 10 drawn; the player picks 1 to 10 and is paid by how many of the picks are drawn. Pure rules.
import type { Rng } from '../rng.ts';

export const NUMBERS = 40;
export const DRAWN = 10;
export const MAX_PICKS = 10;

/** Multipliers by picks (1-10), then by hits (0..picks). Each table returns about 97% (see `exactKenoRtp`). */
export const KENO_PAYS: Record<number, number[]> = {
  1: [0, 3.88],
  2: [0, 1.74, 5.21],
  3: [0, 0, 4.15, 33.2],
  4: [0, 0, 2.2, 8.81, 66],
  5: [0, 0, 1.22, 4.88, 19.5, 150],
  6: [0, 0, 0, 4.15, 12.5, 62.3, 420],
  7: [0, 0, 0, 3.06, 6.11, 18.3, 120, 610],
  8: [0, 0, 0, 1.59, 4.76, 12.7, 63.4, 320, 1600],
  9: [0, 0, 0, 1.41, 2.81, 7.03, 28.1, 140, 700, 2800],
  10: [0, 0, 0, 0, 3.31, 6.61, 19.8, 99.2, 500, 2000, 6600],
};

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i += 1) r = (r * (n - i)) / (i + 1);
  return r;
}

/** Hypergeometric: the chance that `hits` of `picks` numbers are among the 10 drawn of 40. */
export const hitChance = (picks: number, hits: number): number => (choose(picks, hits) * choose(NUMBERS - picks, DRAWN - hits)) / choose(NUMBERS, DRAWN);

export function exactKenoRtp(picks: number): number {
  let rtp = 0;
  for (let h = 0; h <= picks; h += 1) rtp += hitChance(picks, h) * KENO_PAYS[picks]![h]!;
  return rtp;
}

/** Declared: the lowest of the ten tables (2 picks: 96.98%); the help shows each. */
export const KENO_RTP = Math.floor(Math.min(...Object.keys(KENO_PAYS).map((p) => exactKenoRtp(Number(p)))) * 10000) / 10000;

/** Draws 10 of the numbers 1..40 by a partial Fisher-Yates shuffle, in the order drawn. */
export function drawKeno(rng: Rng, order: Uint8Array = new Uint8Array(NUMBERS)): number[] {
  for (let i = 0; i < NUMBERS; i += 1) order[i] = i + 1;
  const drawn: number[] = [];
  for (let i = 0; i < DRAWN; i += 1) {
    const j = i + Math.floor(rng() * (NUMBERS - i));
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
    drawn.push(order[i]!);
  }
  return drawn;
}

export const kenoPayout = (bet: number, picks: number, hits: number) => Math.floor((bet * Math.round(KENO_PAYS[picks]![hits]! * 100)) / 100);

export function playKeno(rng: Rng, bet: number, picks: readonly number[]) {
  const drawn = drawKeno(rng);
  const hits = picks.filter((p) => drawn.includes(p)).length;
  return { drawn, picks: [...picks], hits, multiplier: KENO_PAYS[picks.length]![hits]!, win: kenoPayout(bet, picks.length, hits) };
}
