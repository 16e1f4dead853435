// "Carabao Gold": 5 reels × 3 rows, 243 ways (any symbol on adjacent reels from the left pays), a wild on the middle
// reels, and golden-sun scatters that pay anywhere and give 10 free spins with every win ×3. High volatility: the
// small symbols pay little and the carabao and the free spins carry most of the return.
import { compileSlot, exactRtp, playRound, roundReturn, validBet, type SlotRound } from '../slot-engine/engine.ts';
import type { Rng } from '../rng.ts';

export const SYMBOLS = ['rice', 'coconut', 'salakot', 'bell', 'coin', 'carabao', 'wild', 'sun'] as const;
export const WILD = 6;
export const SCATTER = 7;
/** The bet is split into 25 units; ways pays are in units per way. */
export const BET_UNITS = 25;

// Weights per reel: no wild on the first and last reel (so a way always starts with a real symbol).
const EDGE = [34, 32, 28, 24, 14, 6, 0, 5];
const MIDDLE = [30, 28, 25, 22, 13, 6, 6, 5];

export const CARABAO_GOLD = compileSlot({
  reels: 5,
  rows: 3,
  symbols: SYMBOLS,
  weights: [EDGE, MIDDLE, MIDDLE, MIDDLE, EDGE],
  paytable: [
    [0, 0, 2, 5, 12],
    [0, 0, 2, 5, 15],
    [0, 0, 2, 6, 20],
    [0, 0, 3, 8, 25],
    [0, 0, 5, 20, 100],
    [0, 0, 10, 60, 500],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  pays: { kind: 'ways' },
  betUnits: BET_UNITS,
  wild: WILD,
  scatter: SCATTER,
  scatterPays: [0, 0, 0, 2, 10, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50, 50],
  freeSpins: { trigger: 3, spins: 10, multiplier: 3 },
});

/** Declared return to player: the exact value rounded (a test keeps the two together). */
export const CARABAO_RTP = 0.9647;

export const validCarabaoBet = (bet: number) => validBet(CARABAO_GOLD, bet);
export const playCarabao = (rng: Rng, bet: number): SlotRound => playRound(CARABAO_GOLD, rng, bet);
export const carabaoReturn = (rng: Rng, grid: Uint8Array): number => roundReturn(CARABAO_GOLD, rng, grid);
export const carabaoExactRtp = (): number => exactRtp(CARABAO_GOLD);
