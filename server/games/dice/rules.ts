// Dice: a roll from 0.00 to 99.99 (10,000 equally likely values); the player bets it lands under or over a target.
// The payout is 99% of the fair odds (a 1% house edge), cut down to 0.0001x. Pure rules.
import type { Rng } from '../rng.ts';

export const HOUSE_EDGE = 0.01;
export const DICE_RTP = 1 - HOUSE_EDGE;
/** Targets in hundredths of the roll: 2.00 to 98.00. */
export const MIN_TARGET = 200;
export const MAX_TARGET = 9800;
export const SIDES = ['under', 'over'] as const;
export type DiceSide = (typeof SIDES)[number];

/** The roll in hundredths, 0 (0.00) to 9999 (99.99). */
export const rollDice = (rng: Rng): number => Math.floor(rng() * 10_000);

/** Winning rolls out of 10,000: under 50.00 wins on 0.00-49.99; over 50.00 wins on 50.00-99.99. */
export const winningRolls = (target: number, side: DiceSide): number => (side === 'under' ? target : 10_000 - target);

/** The multiplier in ten-thousandths (19800 = 1.98x). */
export const diceMultiplier = (target: number, side: DiceSide): number => Math.floor((9900 * 10_000) / winningRolls(target, side));

export const diceWins = (roll: number, target: number, side: DiceSide): boolean => (side === 'under' ? roll < target : roll >= target);

export function playDice(rng: Rng, bet: number, target: number, side: DiceSide) {
  const roll = rollDice(rng);
  const multiplier = diceMultiplier(target, side);
  const win = diceWins(roll, target, side) ? Math.floor((bet * multiplier) / 10_000) : 0;
  return { roll, target, side, multiplier, win };
}

/** A target's exact return per unit (before the win is cut to the centavo). */
export const exactDiceRtp = (target: number, side: DiceSide) => (winningRolls(target, side) * diceMultiplier(target, side)) / 10_000 / 10_000;
