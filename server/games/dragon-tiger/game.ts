// Dragon Tiger in the registry: stakes on Dragon, Tiger and Tie, one card each from a fresh 8-deck shoe.
import { playBodies } from '../../../contract/game-api.ts';
import { instant, type BuiltinGame } from '../builtin-game.ts';
import { cardName, Shoe } from '../cards/shoe.ts';
import { dealDragonTiger, DECKS, DRAGON_TIGER_RTP, playDragonTiger } from './rules.ts';
import { dragonTigerFil } from './fil.ts';

export const dragonVsTiger: BuiltinGame = {
  slug: 'dragon-vs-tiger',
  dir: 'dragon-tiger',
  rtp: DRAGON_TIGER_RTP,
  instant: instant({
    body: playBodies['dragon-vs-tiger'],
    stake: ({ stakes }) => {
      const total = stakes.dragon + stakes.tiger + stakes.tie;
      return total > 0 ? total : { refused: 'Put a bet on Dragon, Tiger or Tie' };
    },
    play: (rng, { stakes }) => playDragonTiger(rng, stakes),
  }),
  verify: (rng) => {
    const r = dealDragonTiger(new Shoe(DECKS, rng));
    const who = r.winner === 'tie' ? 'It was a tie' : `${r.winner === 'dragon' ? 'Dragon' : 'Tiger'} won`;
    const whoFil = r.winner === 'tie' ? 'Tie ang resulta' : `Panalo ang ${r.winner === 'dragon' ? 'Dragon' : 'Tiger'}`;
    return {
      outcome: { ...r },
      words: `Dragon drew ${cardName(r.dragon)}, Tiger drew ${cardName(r.tiger)}. ${who}.`,
      wordsFil: `Nakuha ng Dragon ang ${cardName(r.dragon)}, ng Tiger ang ${cardName(r.tiger)}. ${whoFil}.`,
    };
  },
  simulate: (rng) => ({ bet: 100, win: playDragonTiger(rng, { dragon: 100, tiger: 0, tie: 0 }).win }),
  fil: dragonTigerFil,
};
