// "Fiesta Fruits": a classic 3-reel, 3-row slot with 5 lines and a wild, no feature. Low volatility: three of the
// small fruits come often and the top pay is modest.
import { compileSlot, exactRtp, playRound, roundReturn, validBet, type SlotRound } from '../slot-engine/engine.ts';
import type { Rng } from '../rng.ts';

export const SYMBOLS = ['calamansi', 'banana', 'mango', 'pineapple', 'star', 'wild'] as const;
export const WILD = 5;
export const LINES = 5;
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];
const WEIGHTS = [40, 30, 22, 16, 8, 6];

export const FIESTA_FRUITS = compileSlot({
  reels: 3,
  rows: 3,
  symbols: SYMBOLS,
  weights: [WEIGHTS, WEIGHTS, WEIGHTS],
  paytable: [
    [0, 2, 4],
    [0, 0, 10],
    [0, 0, 12],
    [0, 0, 18],
    [0, 0, 40],
    [0, 0, 80],
  ],
  pays: { kind: 'lines', lines: PAYLINES },
  betUnits: LINES,
  wild: WILD,
});

/** Declared return to player: the exact value rounded (a test keeps the two together). */
export const FIESTA_RTP = 0.9561;

export const validFiestaBet = (bet: number) => validBet(FIESTA_FRUITS, bet);
export const playFiesta = (rng: Rng, bet: number): SlotRound => playRound(FIESTA_FRUITS, rng, bet);
export const fiestaReturn = (rng: Rng, grid: Uint8Array): number => roundReturn(FIESTA_FRUITS, rng, grid);
export const fiestaExactRtp = (): number => exactRtp(FIESTA_FRUITS);
