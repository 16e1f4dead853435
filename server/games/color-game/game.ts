// Color Game in the registry: stakes on six colours, three dice.
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { COLOR_GAME_RTP, COLORS, playColorGame, rollDice } from './rules.ts';
import { COLORS_FIL, colorGameFil } from './fil.ts';

export const colorGame: BuiltinGame = {
  slug: 'color-game',
  dir: 'color-game',
  rtp: COLOR_GAME_RTP,
  instant: instant({
    body: playBodies['color-game'],
    stake: ({ stakes }) => {
      const total = stakes.reduce((a, b) => a + b, 0);
      return total > 0 ? total : { refused: 'Put a bet on at least one colour' };
    },
    play: (rng, { stakes }) => playColorGame(rng, stakes),
  }),
  verify: (rng) => {
    const dice = rollDice(rng);
    return {
      outcome: { dice },
      words: `The dice showed ${dice.map((d) => COLORS[d]).join(', ')}.`,
      wordsFil: `Lumabas sa dice ang ${dice.map((d) => COLORS_FIL[d]).join(', ')}.`,
    };
  },
  simulate: (rng) => {
    const stakes = [0, 0, 0, 0, 0, 0];
    stakes[Math.floor(rng() * 6)] = 100;
    return { bet: 100, win: playColorGame(rng, stakes).win };
  },
  fil: colorGameFil,
};
