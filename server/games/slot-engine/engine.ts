// One slot engine for every built-in slot: reels × rows of cells drawn independently from per-reel symbol weights,
// paid on fixed lines or on "ways" (any adjacent reels from the left), with a wild, a scatter (its own pays and a
// free-spins feature with a multiplier). Pure: takes an Rng. Because cells are independent, the RTP is computed
// exactly (`exactRtp`) rather than only estimated, and the games declare that figure.
import type { Rng } from '../rng.ts';

export interface SlotConfig {
  reels: number;
  rows: number;
  /** Symbol names by index (what verification words and pages use). */
  symbols: readonly string[];
  /** For each reel, a weight per symbol: a cell of that reel shows symbol s with weight[s] / sum. */
  weights: readonly (readonly number[])[];
  /** For each symbol, the pay for a run of 1..reels symbols (index = run - 1), in bet units (0 = no pay). */
  paytable: readonly (readonly number[])[];
  /** Fixed paylines (row per reel), or ways: every adjacent left-to-right combination of cells pays. */
  pays: { kind: 'lines'; lines: readonly (readonly number[])[] } | { kind: 'ways' };
  /** The total bet is split into this many units; pays are in units (a line game's unit is the line bet). */
  betUnits: number;
  /** Substitutes for every paying symbol except the scatter. */
  wild?: number;
  /** Pays anywhere on the grid and triggers the free spins. */
  scatter?: number;
  /** Scatter pays by count (index = count), in total bets. */
  scatterPays?: readonly number[];
  /** `trigger` or more scatters in a paid spin give `spins` free spins whose wins are multiplied; no retrigger. */
  freeSpins?: { trigger: number; spins: number; multiplier: number };
}

export interface SlotWin {
  /** Payline index for line games; -1 for ways and scatter wins. */
  line: number;
  symbol: number;
  /** Length of the run (reels from the left), or the number of scatters. */
  count: number;
  /** Ways counted (1 for a line). */
  ways: number;
  /** What this win pays in hundredths (free-spin multiplier included). */
  pay: number;
  /** Grid indices (reel-major: reel * rows + row) of the cells that make the win. */
  cells: number[];
}

export interface SlotSpin {
  /** Reel-major symbol indices: grid[reel * rows + row]. */
  grid: number[];
  wins: SlotWin[];
  /** Win of this spin in hundredths. */
  win: number;
}

export interface SlotRound {
  base: SlotSpin;
  freeSpins: SlotSpin[];
  /** The free spins' multiplier (1 when none were won). */
  multiplier: number;
  /** Total win of the round in hundredths. */
  win: number;
}

/** A compiled slot: the config with its cumulative weights, ready to draw and pay without allocation. */
export interface Slot {
  config: SlotConfig;
  cumulative: Float64Array[];
  totals: number[];
}

export function compileSlot(config: SlotConfig): Slot {
  const n = config.symbols.length;
  if (config.weights.length !== config.reels) throw new Error('one weight row per reel');
  for (const row of config.weights) if (row.length !== n) throw new Error('one weight per symbol');
  for (const row of config.paytable) if (row.length !== config.reels) throw new Error('one pay per run length');
  if (config.paytable.length !== n) throw new Error('one paytable row per symbol');
  if (config.pays.kind === 'lines') for (const line of config.pays.lines) if (line.length !== config.reels) throw new Error('one row per reel on a line');
  const cumulative = config.weights.map((row) => {
    const c = new Float64Array(n);
    let sum = 0;
    row.forEach((w, i) => {
      sum += w;
      c[i] = sum;
    });
    return c;
  });
  return { config, cumulative, totals: cumulative.map((c) => c[n - 1]!) };
}

/** Fills `grid` (reel-major) in place: cell by cell, reel by reel, one draw each. */
export function fillGrid(slot: Slot, rng: Rng, grid: Uint8Array): void {
  const { reels, rows } = slot.config;
  for (let r = 0; r < reels; r += 1) {
    const c = slot.cumulative[r]!;
    const x0 = slot.totals[r]!;
    const last = c.length - 1;
    for (let row = 0; row < rows; row += 1) {
      const x = rng() * x0;
      let s = 0;
      while (s < last && x >= c[s]!) s += 1;
      grid[r * rows + row] = s;
    }
  }
}

/**
 * Pay of one line in units: the leftmost run (wilds substitute); a run of wilds alone pays the wild's own row when
 * that is better. `cells` holds the line's symbols reel by reel.
 */
export function linePay(slot: Slot, cells: ArrayLike<number>, run?: { symbol: number; count: number }): number {
  const { reels, paytable, wild, scatter } = slot.config;
  let wildRun = 0;
  if (wild !== undefined) while (wildRun < reels && cells[wildRun] === wild) wildRun += 1;
  const wildPay = wildRun > 0 ? paytable[wild!]![wildRun - 1]! : 0;
  let best = wildPay;
  if (run) {
    run.symbol = wild ?? 0;
    run.count = wildRun;
  }
  if (wildRun === reels) return wildPay;
  const symbol = cells[wildRun]!;
  if (symbol === scatter) return wildPay;
  let count = wildRun;
  while (count < reels && (cells[count] === symbol || cells[count] === wild)) count += 1;
  const symbolPay = paytable[symbol]![count - 1]!;
  if (symbolPay > best) {
    best = symbolPay;
    if (run) {
      run.symbol = symbol;
      run.count = count;
    }
  }
  return best;
}

const lineCells = new Uint8Array(16);

/** The line or ways pay of a grid in units; when `wins` is given, each win is listed (pay in units for now). */
function gridPay(slot: Slot, grid: Uint8Array, wins?: SlotWin[]): number {
  const { reels, rows, pays, paytable, wild, scatter } = slot.config;
  let total = 0;
  if (pays.kind === 'lines') {
    const run = wins ? { symbol: 0, count: 0 } : undefined;
    for (let l = 0; l < pays.lines.length; l += 1) {
      const line = pays.lines[l]!;
      for (let r = 0; r < reels; r += 1) lineCells[r] = grid[r * rows + line[r]!]!;
      const pay = linePay(slot, lineCells, run);
      if (pay > 0) {
        total += pay;
        if (wins && run) {
          const cells = [];
          for (let r = 0; r < run.count; r += 1) cells.push(r * rows + line[r]!);
          wins.push({ line: l, symbol: run.symbol, count: run.count, ways: 1, pay, cells });
        }
      }
    }
    return total;
  }
  // Ways: for each paying symbol, multiply the matching cells per reel from the left while every reel has one.
  for (let s = 0; s < paytable.length; s += 1) {
    if (s === scatter || s === wild) continue;
    let ways = 1;
    let count = 0;
    for (let r = 0; r < reels; r += 1) {
      let matches = 0;
      for (let row = 0; row < rows; row += 1) {
        const g = grid[r * rows + row];
        if (g === s || g === wild) matches += 1;
      }
      if (matches === 0) break;
      ways *= matches;
      count += 1;
    }
    const pay = count > 0 ? paytable[s]![count - 1]! * ways : 0;
    if (pay > 0) {
      total += pay;
      if (wins) {
        const cells = [];
        for (let i = 0; i < count * rows; i += 1) if (grid[i] === s || grid[i] === wild) cells.push(i);
        wins.push({ line: -1, symbol: s, count, ways, pay, cells });
      }
    }
  }
  return total;
}

export function scatterCount(slot: Slot, grid: Uint8Array): number {
  const { scatter, reels, rows } = slot.config;
  if (scatter === undefined) return 0;
  let n = 0;
  for (let i = 0; i < reels * rows; i += 1) if (grid[i] === scatter) n += 1;
  return n;
}

/** A bet is valid when it splits evenly into the slot's units (hundredths). */
export const validBet = (slot: Slot, bet: number): boolean => Number.isSafeInteger(bet) && bet > 0 && bet % slot.config.betUnits === 0;

/** Plays one paid spin and any free spins it wins, for `bet` hundredths (a valid bet). */
export function playRound(slot: Slot, rng: Rng, bet: number): SlotRound {
  const { reels, rows, betUnits, scatter, scatterPays, freeSpins } = slot.config;
  const unit = bet / betUnits;
  const grid = new Uint8Array(reels * rows);
  const spin = (multiplier: number): { spin: SlotSpin; scatters: number } => {
    fillGrid(slot, rng, grid);
    const wins: SlotWin[] = [];
    gridPay(slot, grid, wins);
    for (const w of wins) w.pay *= unit * multiplier;
    const scatters = scatterCount(slot, grid);
    const scatterPay = (scatterPays?.[scatters] ?? 0) * bet * multiplier;
    if (scatterPay > 0) {
      const cells = [];
      for (let i = 0; i < reels * rows; i += 1) if (grid[i] === scatter) cells.push(i);
      wins.push({ line: -1, symbol: scatter!, count: scatters, ways: 1, pay: scatterPay, cells });
    }
    return { spin: { grid: Array.from(grid), wins, win: wins.reduce((sum, w) => sum + w.pay, 0) }, scatters };
  };
  const base = spin(1);
  const free: SlotSpin[] = [];
  const triggered = freeSpins !== undefined && base.scatters >= freeSpins.trigger;
  if (triggered) for (let i = 0; i < freeSpins.spins; i += 1) free.push(spin(freeSpins.multiplier).spin);
  return {
    base: base.spin,
    freeSpins: free,
    multiplier: triggered ? freeSpins.multiplier : 1,
    win: base.spin.win + free.reduce((sum, s) => sum + s.win, 0),
  };
}

/** What one round returns per unit of total bet, without allocation per round: for simulations. */
export function roundReturn(slot: Slot, rng: Rng, grid: Uint8Array): number {
  const { betUnits, scatterPays, freeSpins } = slot.config;
  const spinReturn = () => {
    fillGrid(slot, rng, grid);
    const scatters = scatterCount(slot, grid);
    return { value: gridPay(slot, grid) / betUnits + (scatterPays?.[scatters] ?? 0), scatters };
  };
  const base = spinReturn();
  let value = base.value;
  if (freeSpins && base.scatters >= freeSpins.trigger) for (let i = 0; i < freeSpins.spins; i += 1) value += spinReturn().value * freeSpins.multiplier;
  return value;
}

/** Probability of each number of scatters on the grid (index = count). */
export function scatterDistribution(slot: Slot): number[] {
  const { reels, rows, scatter, weights } = slot.config;
  let dist = new Float64Array([1]);
  if (scatter === undefined) return Array.from(dist);
  for (let r = 0; r < reels; r += 1) {
    const q = weights[r]![scatter]! / slot.totals[r]!;
    for (let row = 0; row < rows; row += 1) {
      const next = new Float64Array(dist.length + 1);
      dist.forEach((p, k) => {
        next[k]! += p * (1 - q);
        next[k + 1]! += p * q;
      });
      dist = next;
    }
  }
  return Array.from(dist);
}

/** Expected line/ways pay of one spin, in total bets. */
export function spinExpectation(slot: Slot): number {
  const { reels, rows, pays, paytable, wild, scatter, betUnits } = slot.config;
  const n = paytable.length;
  const p = slot.config.weights.map((row, r) => row.map((w) => w / slot.totals[r]!));
  if (pays.kind === 'lines') {
    // Every line crosses each reel once and cells are independent, so every line has the same expectation:
    // enumerate the symbols of one line.
    const cells = new Uint8Array(reels);
    let lineEv = 0;
    const walk = (r: number, prob: number) => {
      if (prob === 0) return;
      if (r === reels) {
        lineEv += prob * linePay(slot, cells);
        return;
      }
      for (let s = 0; s < n; s += 1) {
        cells[r] = s;
        walk(r + 1, prob * p[r]![s]!);
      }
    };
    walk(0, 1);
    return (lineEv * pays.lines.length) / betUnits;
  }
  // Ways: the pay for symbol s over k reels is pay × Π matches on reels < k, when reel k has none. Reels are
  // independent, so the expectation is pay × Π E[matches] × P(no match on reel k).
  let ev = 0;
  for (let s = 0; s < n; s += 1) {
    if (s === scatter || s === wild) continue;
    let product = 1;
    for (let k = 1; k <= reels; k += 1) {
      const q = p[k - 1]![s]! + (wild === undefined ? 0 : p[k - 1]![wild]!);
      product *= rows * q;
      const stop = k === reels ? 1 : (1 - (p[k]![s]! + (wild === undefined ? 0 : p[k]![wild]!))) ** rows;
      ev += paytable[s]![k - 1]! * product * stop;
    }
  }
  return ev / betUnits;
}

/** The exact RTP: one spin's expectation (lines or ways, and scatter pays), plus the free spins' share. */
export function exactRtp(slot: Slot): number {
  const { scatterPays, freeSpins } = slot.config;
  const dist = scatterDistribution(slot);
  const scatterEv = dist.reduce((sum, prob, k) => sum + prob * (scatterPays?.[k] ?? 0), 0);
  const spin = spinExpectation(slot) + scatterEv;
  if (!freeSpins) return spin;
  const trigger = dist.reduce((sum, prob, k) => sum + (k >= freeSpins.trigger ? prob : 0), 0);
  return spin * (1 + trigger * freeSpins.spins * freeSpins.multiplier);
}

/** The chance a paid spin wins the free spins. */
export function freeSpinsChance(slot: Slot): number {
  const fs = slot.config.freeSpins;
  if (!fs) return 0;
  return scatterDistribution(slot).reduce((sum, prob, k) => sum + (k >= fs.trigger ? prob : 0), 0);
}

/** Symbol names of a grid reel by reel, for verification words: "flower, coin, wild | ...". */
export function gridWords(slot: Slot, grid: readonly number[], names: readonly string[] = slot.config.symbols): string {
  const { reels, rows } = slot.config;
  const parts = [];
  for (let r = 0; r < reels; r += 1)
    parts.push(
      grid
        .slice(r * rows, r * rows + rows)
        .map((s) => names[s])
        .join(', '),
    );
  return parts.join(' | ');
}
