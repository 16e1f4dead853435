// Keno in the registry: 1 to 10 picks of 40 numbers, 10 drawn.
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { drawKeno, KENO_RTP, playKeno } from './rules.ts';
import { kenoFil } from './fil.ts';

/** Two picks: the table whose return is declared, and a low-variance round for the bench. */
const TWO = [7, 30];

export const keno40: BuiltinGame = {
  slug: 'keno-40',
  dir: 'keno',
  rtp: KENO_RTP,
  instant: instant({
    body: playBodies['keno-40'],
    stake: ({ bet }) => bet,
    play: (rng, { bet, picks }) => playKeno(rng, bet, picks),
  }),
  verify: (rng) => {
    const drawn = drawKeno(rng);
    return {
      outcome: { drawn },
      words: `The numbers drawn were ${drawn.join(', ')}.`,
      wordsFil: `Ang mga lumabas na numero ay ${drawn.join(', ')}.`,
    };
  },
  simulate: (rng) => ({ bet: 100, win: playKeno(rng, 100, TWO).win }),
  fil: kenoFil,
};
