// Mines: a 5x5 field with a chosen number of mines; each safe tile raises the multiplier, a mine loses the bet,
// the player may cash out at any time. The multiplier is the fair odds less a 3% house edge, cut to 0.0001x, and a
// payout is rounded to the nearest centavo: cutting to 0.01x (as before) took up to 0.75 points off the 97% on the
// low multipliers players cash out at most, and flooring the payout took up to one more centavo a round.
import type { Rng } from '../rng.ts';

export const TILES = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;
export const HOUSE_EDGE = 0.03;
/** Declared RTP for any cash-out strategy (the 0.0001x cut takes under 0.01 points; centavo rounding evens out). */
export const MINES_RTP = 1 - HOUSE_EDGE;

/** Chance that `safe` revealed tiles are all safe with `mines` mines. */
export function survival(mines: number, safe: number): number {
  let p = 1;
  for (let i = 0; i < safe; i += 1) p *= (TILES - mines - i) / (TILES - i);
  return p;
}

/** Multiplier after `safe` safe reveals (1 with none), cut down to ten-thousandths. */
export function multiplier(mines: number, safe: number): number {
  if (safe === 0) return 1;
  return Math.floor(((1 - HOUSE_EDGE) / survival(mines, safe)) * 10_000 + 1e-9) / 10_000;
}

/** The multiplier table shown to the player: one entry per possible safe reveal. */
export function multiplierTable(mines: number): number[] {
  const table: number[] = [];
  for (let safe = 1; safe <= TILES - mines; safe += 1) table.push(multiplier(mines, safe));
  return table;
}

/** Places the mines: a partial Fisher-Yates shuffle of the tile indices; fills `order` and returns the mine tiles. */
export function placeMines(rng: Rng, mines: number, order: Uint8Array = new Uint8Array(TILES)): number[] {
  for (let i = 0; i < TILES; i += 1) order[i] = i;
  for (let i = 0; i < mines; i += 1) {
    const j = i + Math.floor(rng() * (TILES - i));
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  return Array.from(order.subarray(0, mines)).sort((a, b) => a - b);
}

/** Payout in hundredths for cashing out after `safe` reveals, to the nearest centavo. */
export const minesPayout = (bet: number, mines: number, safe: number) => Math.round(bet * multiplier(mines, safe));

export const validMines = (mines: number) => Number.isInteger(mines) && mines >= MIN_MINES && mines <= MAX_MINES;
