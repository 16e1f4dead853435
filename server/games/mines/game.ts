// Mines in the registry: a stateful game (start, reveal, cash out run in server/domain/games/mines-rounds.ts); here
// only its verification and its simulation.
import { z } from 'zod';
import { MAX_MINES, MIN_MINES, MINES_RTP, minesPayout, placeMines, TILES } from './rules.ts';
import type { BuiltinGame } from '../builtin-game.ts';
import { minesFil } from './fil.ts';

/** The tiles counted from 1, the last joined by `and` ('at' in Filipino). */
function list(tiles: number[], and = 'and'): string {
  const named = tiles.map((t) => String(t + 1));
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} ${and} ${named.at(-1)}` : named.join('');
}

export const mines: BuiltinGame = {
  slug: 'mines',
  dir: 'mines',
  rtp: MINES_RTP,
  verifyParams: z.object({
    mines: z
      .number({ error: 'Say how many mines the round had' })
      .int()
      .min(MIN_MINES, 'Say how many mines the round had (1 to 24)')
      .max(MAX_MINES, 'Say how many mines the round had (1 to 24)'),
  }),
  verify: (rng, params) => {
    const count = Number(params.mines);
    const tiles = placeMines(rng, count);
    return {
      outcome: { mines: tiles },
      words: `${count === 1 ? 'The mine was on tile' : 'Mines were on tiles'} ${list(tiles)} (tiles counted 1 to ${TILES}, left to right, top to bottom).`,
      wordsFil: `${count === 1 ? 'Nasa tile' : 'Nasa mga tile'} ${list(tiles, 'at')} ${count === 1 ? 'ang mina' : 'ang mga mina'} (binibilang ang mga tile mula 1 hanggang ${TILES}, mula kaliwa pakanan, mula itaas pababa).`,
    };
  },
  // The RTP holds for every strategy: the simulation spreads rounds over the ones players use most (1-5 mines,
  // cashing out after 1-5 gems, ₱1-₱20 bets) so the bench also sees the centavo rounding even out.
  simulate: (rng) => {
    const count = 1 + Math.floor(rng() * 5);
    const target = 1 + Math.floor(rng() * 5);
    const bet = 100 * (1 + Math.floor(rng() * 20));
    const field = placeMines(rng, count);
    const safe = Array.from({ length: target }, (_, tile) => tile).every((tile) => !field.includes(tile));
    return { bet, win: safe ? minesPayout(bet, count, target) : 0 };
  },
  fil: minesFil,
};
