// Sic Bo in the registry: stakes on any of the 29 spots of the table, one throw of three dice.
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { playSicBo, rollSicBo, SICBO_RTP } from './rules.ts';
import { sicBoFil } from './fil.ts';

const SMALL = new Array<number>(29).fill(0);
SMALL[0] = 100;

export const sicBoDice: BuiltinGame = {
  slug: 'sicbo-dice',
  dir: 'sicbo',
  rtp: SICBO_RTP,
  instant: instant({
    body: playBodies['sicbo-dice'],
    stake: ({ stakes }) => {
      const total = stakes.reduce((a, b) => a + b, 0);
      return total > 0 ? total : { refused: 'Put a bet on at least one spot' };
    },
    play: (rng, { stakes }) => playSicBo(rng, stakes),
  }),
  verify: (rng) => {
    const dice = rollSicBo(rng);
    const total = dice[0] + dice[1] + dice[2];
    return {
      outcome: { dice },
      words: `The dice showed ${dice.join(', ')} (total ${total}).`,
      wordsFil: `Lumabas sa dice ang ${dice.join(', ')} (kabuuang ${total}).`,
    };
  },
  simulate: (rng) => ({ bet: 100, win: playSicBo(rng, SMALL).win }),
  fil: sicBoFil,
};
