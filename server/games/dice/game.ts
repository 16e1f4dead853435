// Dice in the registry: roll under or over a target, the chance and the payout shown before the roll.
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { DICE_RTP, playDice, rollDice } from './rules.ts';
import { diceFil } from './fil.ts';

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
    const shown = (roll / 100).toFixed(2);
    return {
      outcome: { roll },
      words: `The roll was ${shown} (rolls run from 0.00 to 99.99).`,
      wordsFil: `Ang lumabas ay ${shown} (mula 0.00 hanggang 99.99 ang mga roll).`,
    };
  },
  simulate: (rng) => ({ bet: 10_000, win: playDice(rng, 10_000, 5000, 'under').win }),
  fil: diceFil,
};
