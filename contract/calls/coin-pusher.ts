// Coin pusher (/activity/coin-pusher; not in SPEC): the screen's state (the coin values, the published outcome table
// and its return, the balance of the mode, the seeds committed to, the last drops) and one drop, a real game round.
import { z } from 'zod';
import { defineCall } from '../call.ts';

/** The coin values a player drops, in hundredths (₱1, ₱5, ₱10, ₱20). */
export const COIN_PUSHER_COINS = [100, 500, 1000, 2000] as const;
/** How many of the player's last drops the screen lists. */
export const COIN_PUSHER_RECENT = 10;

export const pusherOutcome = z.object({
  /** Coins that fall off the edge, each worth the dropped coin. */
  coins: z.number().int(),
  /** The chance of this outcome is weight / totalWeight, exactly. */
  weight: z.number().int(),
  bonus: z.boolean(),
});
export type PusherOutcome = z.infer<typeof pusherOutcome>;

export const pusherDrop = z.object({
  roundId: z.string(),
  /** The coin's value (the stake), hundredths. */
  coin: z.number().int(),
  coins: z.number().int(),
  bonus: z.boolean(),
  /** What came back, stake included (coin x coins). */
  win: z.number().int(),
  at: z.number().int(),
  tryIt: z.boolean(),
});
export type PusherDrop = z.infer<typeof pusherDrop>;

const seed = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });

export const coinPusherInfo = z.object({
  tryIt: z.boolean(),
  coinValues: z.array(z.number().int()),
  table: z.array(pusherOutcome),
  totalWeight: z.number().int(),
  /** Return to player in hundredths of a percent (9600 = 96.00%), computed from the table. */
  rtpBasisPoints: z.number().int(),
  /** The main wallet, or the demo coins in try-it mode. */
  balance: z.number().int(),
  /** The seed pair the next drop draws from (its server seed shown only as its hash until rotated). */
  seed,
  recent: z.array(pusherDrop),
});
export type CoinPusherInfo = z.infer<typeof coinPusherInfo>;

const tryIt = z.boolean({ error: 'Say whether this is a free (try it) drop' }).default(false);

export const getCoinPusherInfoCall = defineCall('getCoinPusherInfo', 'app/v1', {
  request: z.object({ tryIt }),
  response: coinPusherInfo,
  auth: 'required',
  kind: 'read',
});

export const coinPusherDropCall = defineCall('coinPusherDrop', 'app/v1', {
  request: z.object({
    coin: z.number({ error: 'Choose a coin value' }).refine((v) => (COIN_PUSHER_COINS as readonly number[]).includes(v), 'Choose a coin of ₱1, ₱5, ₱10 or ₱20'),
    tryIt,
  }),
  response: z.object({ drop: pusherDrop, balance: z.number().int(), seed }),
  auth: 'required',
  kind: 'write',
});

/** Reveals the seed the past drops used (so "Verify this round" can recompute them) and commits to a new one. */
export const coinPusherNewSeedCall = defineCall('coinPusherNewSeed', 'app/v1', {
  request: z.object({}),
  response: z.object({ revealedHash: z.string(), seed }),
  auth: 'required',
  kind: 'write',
});
