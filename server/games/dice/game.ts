// Dice in the registry: roll under or over a target, the chance and the payout shown before the roll.
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { DICE_RTP, playDice, rollDice } from './rules.ts';

export const diceRoll: BuiltinGame = {
  slug: 'dice-roll',
  dir: 'dice',
  rtp: DICE_RTP,
  instant: instant({
    body: playBodies['dice-roll'],
    stake: ({ bet }) => bet,
    play: (rng, { bet, target, side }) => playDice(rng, bet, target, side),
  }),
  verify: (rng) => {
    const roll = rollDice(rng);
    return { outcome: { roll }, words: `The roll was ${(roll / 100).toFixed(2)} (rolls run from 0.00 to 99.99).` };
  },
  simulate: (rng) => ({ bet: 10_000, win: playDice(rng, 10_000, 5000, 'under').win }),
};
