// Plinko: a ball falls through `rows` rows of pegs, bouncing left or right at each (one draw per row, a fair coin),
// and lands in the slot numbered by its right bounces. Each slot pays its multiplier from the table for the rows and
// risk chosen. Pure rules.
import type { Rng } from '../rng.ts';

export const ROW_CHOICES = [8, 12, 16] as const;
export const RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRows = (typeof ROW_CHOICES)[number];
export type PlinkoRisk = (typeof RISKS)[number];

/** Half a table, edge slot first; the tables are symmetric. */
const mirror = (half: number[]) => [...half, ...half.slice(0, -1).reverse()];

/** Multipliers by rows and risk, slot 0 (far left) to slot `rows`. Each returns about 97% (see `exactPlinkoRtp`). */
export const PLINKO_TABLES: Record<PlinkoRows, Record<PlinkoRisk, number[]>> = {
  8: {
    low: mirror([5.5, 2, 1.05, 1, 0.5]),
    medium: mirror([12, 3, 1.25, 0.7, 0.4]),
    high: mirror([28.5, 4.1, 1.4, 0.3, 0.2]),
  },
  12: {
    low: mirror([9, 3, 1.6, 1.3, 1.07, 1, 0.5]),
    medium: mirror([30, 10, 4, 2, 1.05, 0.6, 0.3]),
    high: mirror([160, 22, 8, 2, 0.7, 0.2, 0.2]),
  },
  16: {
    low: mirror([15, 8, 2, 1.4, 1.3, 1.2, 1.05, 1, 0.5]),
    medium: mirror([100, 40, 10, 5, 2.9, 1.4, 1, 0.5, 0.3]),
    high: mirror([900, 120, 25, 9, 4, 1.95, 0.2, 0.2, 0.2]),
  },
};

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i += 1) r = (r * (n - i)) / (i + 1);
  return r;
}

/** A table's exact return: the slots are binomial(rows, ½). */
export function exactPlinkoRtp(rows: PlinkoRows, risk: PlinkoRisk): number {
  const table = PLINKO_TABLES[rows][risk];
  let rtp = 0;
  for (let k = 0; k <= rows; k += 1) rtp += (choose(rows, k) / 2 ** rows) * table[k]!;
  return rtp;
}

/** Declared: the lowest of the nine tables (16 rows, medium: 97.02%); the help shows each. */
export const PLINKO_RTP = Math.floor(Math.min(...ROW_CHOICES.flatMap((rows) => RISKS.map((risk) => exactPlinkoRtp(rows, risk)))) * 10000) / 10000;

/** The bounces, 0 left and 1 right, one per row. */
export function dropPath(rng: Rng, rows: number): number[] {
  const path: number[] = [];
  for (let i = 0; i < rows; i += 1) path.push(rng() < 0.5 ? 0 : 1);
  return path;
}

/** The slot only, for simulations. */
export function dropSlot(rng: Rng, rows: number): number {
  let slot = 0;
  for (let i = 0; i < rows; i += 1) if (rng() >= 0.5) slot += 1;
  return slot;
}

export const plinkoPayout = (bet: number, rows: PlinkoRows, risk: PlinkoRisk, slot: number) =>
  Math.floor((bet * Math.round(PLINKO_TABLES[rows][risk][slot]! * 100)) / 100);

export function playPlinko(rng: Rng, bet: number, rows: PlinkoRows, risk: PlinkoRisk) {
  const path = dropPath(rng, rows);
  const slot = path.reduce((a, b) => a + b, 0);
  return { path, slot, multiplier: PLINKO_TABLES[rows][risk][slot]!, win: plinkoPayout(bet, rows, risk, slot) };
}
