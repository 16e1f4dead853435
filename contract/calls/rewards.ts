// Rewards calls: the coupons a player holds, claiming a give coupon, the held rewards and their peso value,
// and the award log. Money in hundredths.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

const money = z.number().int();

/**
 * Coupon kinds by prop range (SPEC section 3): percent 1001-1099 (a share of a deposit, capped), fixed 1201-1299 (a
 * fixed bonus on a deposit of at least the minimum), give 1301-1399 (free credit, claimed directly with useGiveCoupon).
 */
export const couponKind = z.enum(['percent', 'fixed', 'give']);
export type CouponKind = z.infer<typeof couponKind>;

/** `reserved`: held by a deposit order that is not paid yet (released if it fails, or after 30 minutes unpaid). */
export const couponState = z.enum(['usable', 'reserved', 'used', 'expired']);
export type CouponState = z.infer<typeof couponState>;

/**
 * One coupon the player holds, with the terms it was granted with. `rate` is basis points of the deposit (percent
 * coupons); `amount` the fixed bonus or the give coupon's credit; `maxBonus` caps a percent coupon (0: no cap);
 * `turnoverMultiple` is the wagering before the bonus is withdrawable: of (deposit + bonus) for deposit coupons, of
 * the credit for give coupons. `bonus` is what it paid once used.
 */
export const coupon = z.object({
  id: z.number().int(),
  propId: z.number().int(),
  kind: couponKind,
  rate: z.number().int().nonnegative(),
  amount: money,
  minDeposit: money,
  maxBonus: money,
  turnoverMultiple: z.number().int().nonnegative(),
  createTime: z.number().int(),
  expireTime: z.number().int(),
  state: couponState,
  usedTime: z.number().int().nullable(),
  bonus: money,
});
export type Coupon = z.infer<typeof coupon>;

/** The bonus a deposit coupon adds to a deposit of `deposit` hundredths: 0 below its minimum and for give coupons. */
export function couponBonus(terms: Pick<Coupon, 'kind' | 'rate' | 'amount' | 'minDeposit' | 'maxBonus'>, deposit: number): number {
  if (terms.kind === 'give' || deposit < terms.minDeposit || deposit <= 0) return 0;
  if (terms.kind === 'fixed') return terms.amount;
  const share = Math.floor((deposit * terms.rate) / 10_000);
  return terms.maxBonus > 0 ? Math.min(share, terms.maxBonus) : share;
}

// not in SPEC: every coupon of the player (usable and reserved first, then used and expired), newest first within.
export const getCouponsCall = defineCall('getCoupons', 'app/v1', {
  request: z.object({}),
  response: z.object({ list: z.array(coupon) }),
  auth: 'required',
  kind: 'read',
});

// not in SPEC: claims a give coupon's free credit once (coin through the ledger, with its turnover). A used, expired or
// other player's coupon is refused (403 / 404).
export const useGiveCouponCall = defineCall('useGiveCoupon', 'app/v1', {
  request: z.object({ id: z.number().int().positive() }),
  response: z.object({ id: z.number().int(), awards: z.array(award), balance: money }),
  auth: 'required',
  kind: 'write',
});

/** A prop the player holds (player_props), with its peso value: count x the prop's rate (0 where none is set). */
export const heldProp = z.object({ propId: z.number().int(), count: z.number().int(), value: money });
export type HeldProp = z.infer<typeof heldProp>;

/**
 * What one unit of an in-app currency is worth in hundredths of a peso (may be fractional). Points: the points
 * exchange rate, 100 / app config `pointsPerPeso` (default 100 points = ₱1.00, so 1); diamonds: app config
 * `diamondValue` (default 100: 1 diamond = ₱1.00).
 */
export const rewardRates = z.object({ pointValue: z.number().nonnegative(), diamondValue: z.number().nonnegative() });
export type RewardRates = z.infer<typeof rewardRates>;

// not in SPEC: the rewards the player holds: props with their value, how many coupons are usable, the rates.
export const getMyRewardsCall = defineCall('getMyRewards', 'app/v1', {
  request: z.object({}),
  response: z.object({ props: z.array(heldProp), usableCoupons: z.number().int(), totalValue: money, rates: rewardRates }),
  auth: 'required',
  kind: 'read',
});

/** Where an award came from (award_log.source). 'coupon' covers give coupons and deposit coupon bonuses. */
export const AWARD_SOURCES = [
  'vip-daily',
  'vip-signin',
  'vip-levelup',
  'vip-task',
  'rebate',
  'task',
  'points-exchange',
  'mail',
  'coupon',
  'signup-bonus',
  'bankrupt-gift',
  'monthly-bonus',
  'scratch-card',
  'diamond-coin',
  'diamond-addup',
] as const;
export type AwardSource = (typeof AWARD_SOURCES)[number];

export const AWARD_LOG_PAGE_SIZE = 20;

export const awardLogItem = z.object({
  id: z.number().int(),
  propId: z.number().int(),
  count: z.number().int(),
  source: z.string(),
  createTime: z.number().int(),
});
export type AwardLogItem = z.infer<typeof awardLogItem>;

/** Every award the player received, newest first, optionally of one source. */
export const activityAwardGetLogCall = defineCall('activityAwardGetLog', 'app/v1', {
  request: z.object({
    pageNum: z.number().int().positive().default(1),
    pageSize: z.number().int().positive().max(100).default(AWARD_LOG_PAGE_SIZE),
    source: z.enum(AWARD_SOURCES).optional(),
  }),
  response: z.object({ list: z.array(awardLogItem), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() }),
  auth: 'required',
  kind: 'read',
});
