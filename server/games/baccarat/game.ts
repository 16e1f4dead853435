// Baccarat (punto banco) in the registry: stakes on Player, Banker and Tie, one coup from a fresh 8-deck shoe.
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { cardName, Shoe } from '../cards/shoe.ts';
import { BACCARAT_RTP, dealBaccarat, DECKS, playBaccarat } from './rules.ts';
import { baccaratFil } from './fil.ts';

const hand = (cards: number[]) => cards.map(cardName).join(' ');

export const puntoBanco: BuiltinGame = {
  slug: 'punto-banco',
  dir: 'baccarat',
  rtp: BACCARAT_RTP,
  instant: instant({
    body: playBodies['punto-banco'],
    stake: ({ stakes }) => {
      const total = stakes.player + stakes.banker + stakes.tie;
      return total > 0 ? total : { refused: 'Put a bet on Player, Banker or Tie' };
    },
    play: (rng, { stakes }) => playBaccarat(rng, stakes),
  }),
  verify: (rng) => {
    const h = dealBaccarat(new Shoe(DECKS, rng));
    const who = h.winner === 'tie' ? 'It was a tie' : `${h.winner === 'player' ? 'Player' : 'Banker'} won`;
    const whoFil = h.winner === 'tie' ? 'Tie ang resulta' : `Panalo ang ${h.winner === 'player' ? 'Player' : 'Banker'}`;
    return {
      outcome: { ...h },
      words: `Player had ${hand(h.player)} (${h.playerTotal}), Banker had ${hand(h.banker)} (${h.bankerTotal}). ${who}.`,
      wordsFil: `Nakuha ng Player ang ${hand(h.player)} (${h.playerTotal}), ng Banker ang ${hand(h.banker)} (${h.bankerTotal}). ${whoFil}.`,
    };
  },
  simulate: (rng) => ({ bet: 100, win: playBaccarat(rng, { player: 0, banker: 100, tie: 0 }).win }),
  fil: baccaratFil,
};
