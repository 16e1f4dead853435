// Blackjack in the registry: a stateful game (deal, hit, stand, double, split run in
// server/domain/games/blackjack-rounds.ts); here its verification and its basic-strategy simulation.
import type { BuiltinGame } from '../builtin-game.ts';
import { cardName, Shoe } from '../cards/shoe.ts';
import { basicStrategyRound, BLACKJACK_RTP, DECKS, shuffledCards } from './rules.ts';
import { blackjackFil } from './fil.ts';

const SHOWN = 16;

export const blackjack21: BuiltinGame = {
  slug: 'blackjack-21',
  dir: 'blackjack',
  rtp: BLACKJACK_RTP,
  verify: (rng) => {
    const cards = shuffledCards(rng);
    const first = cards.slice(0, SHOWN).map(cardName);
    return {
      outcome: { cards },
      words: `The shoe dealt ${first.join(', ')} and on, in that order: you got the 1st and 3rd, the dealer the 2nd and 4th (the hole card), then each card drawn came next.`,
      wordsFil: `Ibinigay ng shoe ang ${first.join(', ')} at iba pa, sa ganitong pagkakasunod: sa iyo ang ika-1 at ika-3, sa dealer ang ika-2 at ika-4 (ang hole card), saka sumunod ang bawat barahang hinugot.`,
    };
  },
  // Per initial bet, as blackjack's return is usually told: a double or split adds its net to that one bet.
  simulate: (rng) => {
    const round = basicStrategyRound(new Shoe(DECKS, rng), 100);
    return { bet: 100, win: 100 + round.win - round.bet };
  },
  fil: blackjackFil,
};
