// Coin pusher: each drop of one coin is a bet of that coin's value; how many coins of the same value fall off the
// front edge is one draw from a fixed weighted table (the tray, the pusher and where the coin lands are a show drawn
// from that result). The table's return is exact: sum(weight x coins) / sum(weight) = 96.00%. Pure rules.
import { COIN_PUSHER_COINS } from '../../../contract/calls/coin-pusher.ts';
import { pickInt, type Rng } from '../rng.ts';

export const COIN_VALUES = COIN_PUSHER_COINS;

export interface PusherOutcome {
  /** Coins that fall off the front, each worth the dropped coin: the win is stake x coins. */
  coins: number;
  /** Chance weight out of TOTAL_WEIGHT. */
  weight: number;
  /** The rare push that sweeps the whole front row. */
  bonus: boolean;
}

export const PUSHER_TABLE: readonly PusherOutcome[] = [
  { coins: 0, weight: 6255, bonus: false },
  { coins: 1, weight: 1700, bonus: false },
  { coins: 2, weight: 1000, bonus: false },
  { coins: 3, weight: 600, bonus: false },
  { coins: 5, weight: 300, bonus: false },
  { coins: 10, weight: 100, bonus: false },
  { coins: 20, weight: 30, bonus: false },
  { coins: 50, weight: 10, bonus: false },
  { coins: 100, weight: 5, bonus: true },
];

export const TOTAL_WEIGHT = PUSHER_TABLE.reduce((sum, o) => sum + o.weight, 0);

/** Return to player in basis points, computed from the table (9600 = 96.00%). */
export const PUSHER_RTP_BP = Math.round((PUSHER_TABLE.reduce((sum, o) => sum + o.weight * o.coins, 0) * 10_000) / TOTAL_WEIGHT);
export const PUSHER_RTP = PUSHER_RTP_BP / 10_000;

/** The draw: a ticket in [0, TOTAL_WEIGHT), and the outcome whose band of tickets holds it (bands in table order). */
export function drawPush(rng: Rng): { ticket: number; outcome: PusherOutcome } {
  const ticket = pickInt(rng, TOTAL_WEIGHT);
  let below = 0;
  for (const outcome of PUSHER_TABLE) {
    below += outcome.weight;
    if (ticket < below) return { ticket, outcome };
  }
  throw new Error('the pusher table does not cover its total weight');
}

export function playCoinPusher(rng: Rng, coin: number) {
  const { ticket, outcome } = drawPush(rng);
  return { coin, ticket, coins: outcome.coins, bonus: outcome.bonus, win: coin * outcome.coins };
}
