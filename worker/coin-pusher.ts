// Coin pusher calls and what they store: kv 'coinPusher', the screen's state by mode ('real' or 'demo': coin values,
// the outcome table, the balance of that mode, the committed seed, the last drops). A drop writes its answer there
// (and, for real money, the main balance on the user row) so the screen and the balance chip move together.
import { calls } from '../contract/index.ts';
import { COIN_PUSHER_RECENT, type CoinPusherInfo } from '../contract/calls/coin-pusher.ts';
import { ok, type Result } from '../contract/result.ts';
import { getKv, setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

const modeOf = (tryIt: boolean) => (tryIt ? 'demo' : 'real');

export function createCoinPusher({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  async function keep(tryIt: boolean, change: (info: CoinPusherInfo) => CoinPusherInfo): Promise<void> {
    const kept = (await getKv('coinPusher', db)) ?? {};
    const info = kept[modeOf(tryIt)];
    if (info) await setKv('coinPusher', { ...kept, [modeOf(tryIt)]: change(info) }, db);
  }

  return {
    async load(tryIt: boolean): Promise<Result<{ balance: number }>> {
      const result = await post(calls.getCoinPusherInfo, { tryIt });
      if (!result.ok) return result;
      await db.transaction('rw', [db.kv, db.user], async () => {
        const kept = (await getKv('coinPusher', db)) ?? {};
        await setKv('coinPusher', { ...kept, [modeOf(tryIt)]: result.data }, db);
        if (!tryIt) await db.user.update('me', { coin: result.data.balance, updatedAt: now() });
      });
      return ok({ balance: result.data.balance });
    },

    /** One drop, never queued: it moves money, so it needs an answer now (a retry reuses its Idempotency-Key). */
    async drop(coin: number, tryIt: boolean) {
      const result = await post(calls.coinPusherDrop, { coin, tryIt }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const { drop, balance, seed } = result.data;
      await db.transaction('rw', [db.kv, db.user], async () => {
        await keep(tryIt, (info) => ({ ...info, balance, seed, recent: [drop, ...info.recent].slice(0, COIN_PUSHER_RECENT) }));
        if (!tryIt) await db.user.update('me', { coin: balance, updatedAt: now() });
      });
      return result;
    },

    /** Reveals the seed of the drops so far (their "Verify" then shows the outcome) and commits to a new one. */
    async newSeed() {
      const result = await post(calls.coinPusherNewSeed, {}, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const { seed } = result.data;
      await db.transaction('rw', [db.kv], async () => {
        await keep(false, (info) => ({ ...info, seed }));
        await keep(true, (info) => ({ ...info, seed }));
      });
      return result;
    },
  };
}
