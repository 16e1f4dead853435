// "Lucky Sampaguita": a 5-reel, 3-row slot with 10 paylines, wilds and a free-spins feature. Pure rules.
// Every cell is drawn on its own from SYMBOL_WEIGHTS, so the exact RTP is computable (see `exactRtp`).
import type { Rng } from '../rng.ts';

export const REELS = 5;
export const ROWS = 3;
export const LINES = 10;
/** Symbols by index: six paying symbols, then the wild (substitutes on lines) and the scatter (triggers free spins). */
export const SYMBOLS = ['ten', 'jack', 'queen', 'king', 'ace', 'star', 'wild', 'scatter'] as const;
export const WILD = 6;
export const SCATTER = 7;
export const SYMBOL_WEIGHTS = [60, 56, 48, 40, 32, 20, 10, 11] as const;
/** Pay for 3, 4 and 5 of a kind on a line, in line bets. */
export const PAYTABLE: readonly (readonly [number, number, number])[] = [
  [6, 15, 60],
  [6, 18, 75],
  [9, 24, 90],
  [12, 30, 150],
  [15, 45, 225],
  [30, 120, 600],
  [60, 300, 1500],
];
/** Row of each reel for each payline. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const FREE_SPINS = 8;
export const FREE_SPIN_MULTIPLIER = 2;
export const SCATTERS_TO_TRIGGER = 3;
/** Declared return to player (the exact value is `exactRtp()`; a test keeps the two together). */
export const SLOT_RTP = 0.9659;

const TOTAL_WEIGHT = SYMBOL_WEIGHTS.reduce((a, b) => a + b, 0);
const CUMULATIVE = SYMBOL_WEIGHTS.map((_, i) => SYMBOL_WEIGHTS.slice(0, i + 1).reduce((a, b) => a + b, 0));

export function drawSymbol(rng: Rng): number {
  const x = rng() * TOTAL_WEIGHT;
  for (let i = 0; i < CUMULATIVE.length; i += 1) if (x < CUMULATIVE[i]!) return i;
  return CUMULATIVE.length - 1;
}

/** Fills `grid` (reel-major: grid[reel * ROWS + row]) in place. */
export function fillGrid(rng: Rng, grid: Uint8Array): void {
  for (let i = 0; i < REELS * ROWS; i += 1) grid[i] = drawSymbol(rng);
}

/** Pay of one line in line bets: leftmost run, wilds substitute, a run of wilds alone pays the wild row if better. */
export function linePay(s0: number, s1: number, s2: number, s3: number, s4: number): number {
  const cells = [s0, s1, s2, s3, s4];
  let wildRun = 0;
  while (wildRun < REELS && cells[wildRun] === WILD) wildRun += 1;
  const wildPay = wildRun >= 3 ? PAYTABLE[WILD]![wildRun - 3]! : 0;
  if (wildRun === REELS) return wildPay;
  const symbol = cells[wildRun]!;
  if (symbol === SCATTER) return wildPay;
  let run = wildRun;
  while (run < REELS && (cells[run] === symbol || cells[run] === WILD)) run += 1;
  const symbolPay = run >= 3 ? PAYTABLE[symbol]![run - 3]! : 0;
  return Math.max(wildPay, symbolPay);
}

/** Line pays of a grid in line bets, and the winning lines. */
export function gridPay(grid: Uint8Array, wins?: { line: number; pay: number }[]): number {
  let total = 0;
  for (let l = 0; l < LINES; l += 1) {
    const rows = PAYLINES[l]!;
    const pay = linePay(grid[rows[0]!]!, grid[ROWS + rows[1]!]!, grid[2 * ROWS + rows[2]!]!, grid[3 * ROWS + rows[3]!]!, grid[4 * ROWS + rows[4]!]!);
    if (pay > 0) {
      total += pay;
      wins?.push({ line: l, pay });
    }
  }
  return total;
}

export function scatterCount(grid: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < REELS * ROWS; i += 1) if (grid[i] === SCATTER) n += 1;
  return n;
}

/** The bet must split evenly over the lines (hundredths). */
export const validSlotBet = (bet: number) => Number.isSafeInteger(bet) && bet > 0 && bet % LINES === 0;

export interface SlotSpin {
  grid: number[];
  wins: { line: number; pay: number }[];
  /** Win of this spin in hundredths. */
  win: number;
}

export interface SlotRound {
  base: SlotSpin;
  freeSpins: SlotSpin[];
  /** Total win of the round in hundredths. */
  win: number;
}

/** Plays one paid spin (and its free spins) for `bet` hundredths. */
export function playSlot(rng: Rng, bet: number): SlotRound {
  const lineBet = bet / LINES;
  const grid = new Uint8Array(REELS * ROWS);
  const spin = (multiplier: number): SlotSpin => {
    fillGrid(rng, grid);
    const wins: { line: number; pay: number }[] = [];
    const win = gridPay(grid, wins) * lineBet * multiplier;
    return { grid: Array.from(grid), wins, win };
  };
  const base = spin(1);
  const freeSpins: SlotSpin[] = [];
  if (scatterCount(new Uint8Array(base.grid)) >= SCATTERS_TO_TRIGGER) {
    for (let i = 0; i < FREE_SPINS; i += 1) freeSpins.push(spin(FREE_SPIN_MULTIPLIER));
  }
  return { base, freeSpins, win: base.win + freeSpins.reduce((sum, s) => sum + s.win, 0) };
}

/** Return in bets of one round, without allocation: for simulations. */
export function slotReturn(rng: Rng, grid: Uint8Array): number {
  fillGrid(rng, grid);
  let pay = gridPay(grid);
  if (scatterCount(grid) >= SCATTERS_TO_TRIGGER) {
    for (let i = 0; i < FREE_SPINS; i += 1) {
      fillGrid(rng, grid);
      pay += gridPay(grid) * FREE_SPIN_MULTIPLIER;
    }
  }
  return pay / LINES;
}

/** The exact RTP: expected line pay by enumeration of all 8^5 lines, plus the free spins' share. */
export function exactRtp(): number {
  const n = SYMBOLS.length;
  const p = SYMBOL_WEIGHTS.map((w) => w / TOTAL_WEIGHT);
  let lineExpectation = 0;
  for (let code = 0; code < n ** REELS; code += 1) {
    const s = [0, 0, 0, 0, 0].map((_, i) => Math.floor(code / n ** i) % n);
    const pay = linePay(s[0]!, s[1]!, s[2]!, s[3]!, s[4]!);
    if (pay > 0) lineExpectation += pay * s.reduce((prob, sym) => prob * p[sym]!, 1);
  }
  // Each of the 10 lines costs a tenth of the bet and has the same expectation.
  const q = p[SCATTER]!;
  const cells = REELS * ROWS;
  let fewer = 0;
  for (let k = 0; k < SCATTERS_TO_TRIGGER; k += 1) fewer += binomial(cells, k) * q ** k * (1 - q) ** (cells - k);
  const trigger = 1 - fewer;
  return lineExpectation * (1 + trigger * FREE_SPINS * FREE_SPIN_MULTIPLIER);
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return r;
}
