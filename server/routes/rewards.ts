// Rewards calls: coupons, the give-coupon claim, held rewards and the award log. Every call reaches only
// the caller's own rows.
import { calls } from '../../contract/index.ts';
import { listCoupons } from '../domain/rewards/coupons.ts';
import { awardLog, myRewards, useGiveCoupon } from '../domain/rewards/held.ts';
import type { CallRegistry } from './register-call.ts';

export function rewardsRoutes(registry: CallRegistry): void {
  registry.register(calls.getCoupons, async ({ db, now, requireUser }) => ({ list: await listCoupons(db, requireUser().userId, now) }));

  registry.register(calls.useGiveCoupon, ({ db, body, now, requireUser }) => useGiveCoupon(db, requireUser().userId, body.id, now));

  registry.register(calls.getMyRewards, ({ db, now, requireUser }) => myRewards(db, requireUser().userId, now));

  registry.register(calls.activityAwardGetLog, ({ db, body, requireUser }) => awardLog(db, requireUser().userId, body));
}
