// Mines in the registry: a stateful game (start, reveal, cash out run in server/domain/games/mines-rounds.ts); here
// only its verification and its simulation.
import { z } from 'zod';
import { MAX_MINES, MIN_MINES, MINES_RTP, minesPayout, placeMines, TILES } from './rules.ts';
import type { BuiltinGame } from '../builtin-game.ts';

function list(tiles: number[]): string {
  const named = tiles.map((t) => String(t + 1));
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named.join('');
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
    };
  },
  // Three mines, cash out after three safe tiles: the house edge is the same for every strategy.
  simulate: (rng) => {
    const field = placeMines(rng, 3);
    const safe = [0, 1, 2].every((tile) => !field.includes(tile));
    return { bet: 100, win: safe ? minesPayout(100, 3, 3) : 0 };
  },
};
