// Rewards calls and what they store: `coupons` (the player's coupons, replaced whole by getCoupons and updated at
// once by a give-coupon claim), `awardLog` (award_log rows, immutable, added to page by page) and kv 'myRewards'
// (held props with their peso values). A claim also writes the new balance to the `user` row.
import { calls, type Award, type AwardSource } from '../contract/index.ts';
import { setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export type RewardsDeps = ModuleDeps;

export function createRewards({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: RewardsDeps) {
  const post = sessionPost(http, state);

  async function loadCoupons(): Promise<Result<{ count: number }>> {
    const result = await post(calls.getCoupons, {});
    if (!result.ok) return result;
    await db.transaction('rw', db.coupons, async () => {
      await db.coupons.clear();
      await db.coupons.bulkPut(result.data.list);
    });
    return ok({ count: result.data.list.length });
  }

  return {
    loadCoupons,

    async loadRewards(): Promise<Result<{ totalValue: number }>> {
      const result = await post(calls.getMyRewards, {});
      if (!result.ok) return result;
      await setKv('myRewards', result.data, db);
      return ok({ totalValue: result.data.totalValue });
    },

    /** One page of the award log (20, newest first), optionally of one source; the rows stay readable offline. */
    async loadAwardLog(pageNum = 1, source?: AwardSource): Promise<Result<{ total: number; hasMore: boolean }>> {
      const result = await post(calls.activityAwardGetLog, { pageNum, ...(source ? { source } : {}) });
      if (!result.ok) return result;
      const { list, total, pageSize } = result.data;
      await db.awardLog.bulkPut(list);
      return ok({ total, hasMore: pageNum * pageSize < total });
    },

    /** Claims a give coupon's credit (once on the server); the coupon shows used and the balance moves at once. */
    async claimGiveCoupon(id: number): Promise<Result<{ awards: Award[]; balance: number }>> {
      const result = await post(calls.useGiveCoupon, { id }, { idempotencyKey: uuid() });
      if (!result.ok) {
        // Used, expired or gone: the local list is stale, so it is loaded again.
        if (result.reason === 'api' && (result.code === 403 || result.code === 404)) await loadCoupons();
        return result;
      }
      const { awards, balance } = result.data;
      const credit = awards.reduce((sum, a) => sum + a.count, 0);
      await db.transaction('rw', [db.coupons, db.user], async () => {
        await db.coupons.update(id, { state: 'used', usedTime: now(), bonus: credit });
        await db.user.update('me', { coin: balance, updatedAt: now() });
      });
      return ok({ awards, balance });
    },
  };
}

export type RewardsModule = ReturnType<typeof createRewards>;
