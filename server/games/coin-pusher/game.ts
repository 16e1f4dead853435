// The coin pusher in the registry, for the verifier and the RTP bench. It has no page of its own here: the app draws
// it natively at /activity/coin-pusher and plays it through the coinPusherDrop call (server/domain/coin-pusher/).
import { COIN_VALUES, drawPush, playCoinPusher, PUSHER_RTP } from './rules.ts';
import type { BuiltinGame } from '../builtin-game.ts';

export const coinPusher: BuiltinGame = {
  slug: 'coin-pusher',
  rtp: PUSHER_RTP,
  verify: (rng) => {
    const { ticket, outcome } = drawPush(rng);
    const fell = outcome.coins === 0 ? 'no coins fell' : outcome.coins === 1 ? '1 coin fell' : `${outcome.coins} coins fell`;
    const fellFil = outcome.coins === 0 ? 'walang coin na nahulog' : `${outcome.coins} coin ang nahulog`;
    return {
      outcome: { ticket, coins: outcome.coins, bonus: outcome.bonus },
      words: `The draw was ticket ${ticket} of 0 to 9999: ${fell} off the edge${outcome.bonus ? ' (bonus push)' : ''}, paying ${outcome.coins}x the coin.`,
      wordsFil: `Ang nabunot ay ticket ${ticket} sa 0 hanggang 9999: ${fellFil} mula sa gilid${outcome.bonus ? ' (bonus push)' : ''}, kaya ${outcome.coins}x ng coin ang bayad.`,
    };
  },
  simulate: (rng) => ({ bet: COIN_VALUES[0], win: playCoinPusher(rng, COIN_VALUES[0]).win }),
};
