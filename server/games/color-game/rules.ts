// Color Game, the perya game: three dice of six colours; a bet on a colour pays 1:1, 2:1 or 3:1 by how many dice
// show it, and a winning bet gets its stake back too. Pure rules.
import type { Rng } from '../rng.ts';

export const COLORS = ['yellow', 'white', 'pink', 'blue', 'red', 'green'] as const;
export type Color = (typeof COLORS)[number];
export const DICE = 3;
/** Each colour bet returns (1 + matches) stakes when it matches: (75*2 + 15*3 + 1*4) / 216. */
export const COLOR_GAME_RTP = 199 / 216;

export function rollDice(rng: Rng): [number, number, number] {
  return [Math.floor(rng() * 6), Math.floor(rng() * 6), Math.floor(rng() * 6)];
}

/** What a stake on `color` returns (stake included) for the dice; 0 when no die matches. */
export function colorReturn(dice: readonly number[], color: number, stake: number): number {
  let matches = 0;
  for (const die of dice) if (die === color) matches += 1;
  return matches === 0 ? 0 : stake * (1 + matches);
}

export interface ColorRound {
  dice: [number, number, number];
  /** Total returned to the player in hundredths (stakes of winning colours included). */
  win: number;
}

/** Plays a round with stakes by colour index (hundredths). */
export function playColorGame(rng: Rng, stakes: readonly number[]): ColorRound {
  const dice = rollDice(rng);
  let win = 0;
  stakes.forEach((stake, color) => {
    if (stake > 0) win += colorReturn(dice, color, stake);
  });
  return { dice, win };
}
