// "Lucky Sampaguita": a 5-reel, 3-row slot with 10 paylines, a wild and a free-spins feature, on the slot engine.
// Every cell is drawn on its own from the same weights on every reel, so the exact RTP is computable.
import { compileSlot, exactRtp as engineRtp, playRound, roundReturn, validBet, type SlotRound } from '../slot-engine/engine.ts';
import type { Rng } from '../rng.ts';

export const REELS = 5;
export const ROWS = 3;
export const LINES = 10;
/** Symbols by index: six paying symbols, then the wild (substitutes on lines) and the scatter (triggers free spins). */
export const SYMBOLS = ['shell', 'mango', 'fan', 'parol', 'pearl', 'sun', 'wild', 'sampaguita'] as const;
export const WILD = 6;
export const SCATTER = 7;
const WEIGHTS = [60, 56, 48, 40, 32, 20, 10, 11];
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

export const LUCKY_SAMPAGUITA = compileSlot({
  reels: REELS,
  rows: ROWS,
  symbols: SYMBOLS,
  weights: Array.from({ length: REELS }, () => WEIGHTS),
  // Pays for 3, 4 and 5 on a line, in line bets.
  paytable: [
    [0, 0, 6, 15, 60],
    [0, 0, 6, 18, 75],
    [0, 0, 9, 24, 90],
    [0, 0, 12, 30, 150],
    [0, 0, 15, 45, 225],
    [0, 0, 30, 120, 600],
    [0, 0, 60, 300, 1500],
    [0, 0, 0, 0, 0],
  ],
  pays: { kind: 'lines', lines: PAYLINES },
  betUnits: LINES,
  wild: WILD,
  scatter: SCATTER,
  freeSpins: { trigger: 3, spins: FREE_SPINS, multiplier: FREE_SPIN_MULTIPLIER },
});

/** Declared return to player (the exact value is `exactRtp()`; a test keeps the two together). */
export const SLOT_RTP = 0.9659;

export const validSlotBet = (bet: number) => validBet(LUCKY_SAMPAGUITA, bet);
export const playSlot = (rng: Rng, bet: number): SlotRound => playRound(LUCKY_SAMPAGUITA, rng, bet);
export const slotReturn = (rng: Rng, grid: Uint8Array): number => roundReturn(LUCKY_SAMPAGUITA, rng, grid);
export const exactRtp = (): number => engineRtp(LUCKY_SAMPAGUITA);
