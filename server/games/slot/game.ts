// Lucky Sampaguita in the registry: a 10-line bet, the base spin and any free spins recomputed for verification.
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { LINES, playSlot, SLOT_RTP, SYMBOLS, validSlotBet } from './rules.ts';

export const luckySampaguita: BuiltinGame = {
  slug: 'lucky-sampaguita',
  dir: 'slot',
  rtp: SLOT_RTP,
  instant: instant({
    body: playBodies['lucky-sampaguita'],
    stake: ({ bet }) => (validSlotBet(bet) ? bet : { refused: `The bet must split evenly over ${LINES} lines` }),
    play: (rng, { bet }) => playSlot(rng, bet),
  }),
  verify: (rng) => {
    const round = playSlot(rng, LINES);
    const grids = [round.base.grid, ...round.freeSpins.map((s) => s.grid)];
    const spins = round.freeSpins.length;
    const words = `The reels showed ${grids[0]!.map((s) => SYMBOLS[s]).join(', ')} (reel by reel, top to bottom)${spins ? `, then ${spins} free spins` : ''}.`;
    return { outcome: { grids }, words };
  },
  simulate: (rng) => ({ bet: LINES, win: playSlot(rng, LINES).win }),
};
