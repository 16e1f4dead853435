// What a player holds and has received: props with their peso value, the award log, and the give-coupon claim (a
// coupon turned into coin through grantAwards, with the coupon's own turnover).
import type { Transaction } from 'kysely';
import { describeProp, type AwardLogItem, type HeldProp } from '../../../contract/index.ts';
import { DIAMOND_COUPON_FACE } from '../../../contract/calls/diamonds.ts';
import { couponDiscount, linePrice, TICKET_PROP, type LotteryTier } from '../../../contract/lottery.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { grantAwards } from '../awards.ts';
import { assertPlay } from '../play-limits.ts';
import { claimGiveCoupon, COUPON_SOURCE, usableCouponCount } from './coupons.ts';
import { readRewardsConfig, type RewardsConfig } from './config.ts';

/** Which tier each lottery ticket prop pays for. */
const TICKET_TIER: Readonly<Record<number, LotteryTier>> = Object.fromEntries(
  Object.entries(TICKET_PROP).map(([tier, prop]) => [prop, Number(tier) as LotteryTier]),
);

/**
 * A held prop's value in hundredths, so no figure on My rewards is made up: points and diamonds at their configured
 * rate, a diamond coupon at the diamonds it adds, a lottery ticket at the line it pays for, a lottery coupon at what it
 * takes off a tier 1 line. Anything else has no peso value (and shows none).
 */
export function propValue(propId: number, count: number, rates: Pick<RewardsConfig, 'pointValue' | 'diamondValue'>): number {
  const info = describeProp(propId);
  const each =
    info.kind === 'points'
      ? rates.pointValue
      : info.kind === 'diamond'
        ? rates.diamondValue
        : info.kind === 'diamondCoupon'
          ? (DIAMOND_COUPON_FACE[propId] ?? 0) * rates.diamondValue
          : info.kind === 'lottery'
            ? linePrice(TICKET_TIER[propId] ?? 1)
            : info.kind === 'lotteryCoupon'
              ? couponDiscount(propId, 1)
              : 0;
  return Math.floor(count * each);
}

export async function myRewards(db: Database, userId: number, now: number) {
  const config = await readRewardsConfig(db);
  const rows = await db
    .selectFrom('player_props')
    .select(['prop_id', 'count'])
    .where('user_id', '=', userId)
    .where('count', '>', 0)
    .orderBy('prop_id')
    .execute();
  const props: HeldProp[] = rows.map((row) => ({ propId: row.prop_id, count: row.count, value: propValue(row.prop_id, row.count, config) }));
  return {
    props,
    usableCoupons: await usableCouponCount(db, userId, now),
    totalValue: props.reduce((sum, p) => sum + p.value, 0),
    rates: { pointValue: config.pointValue, diamondValue: config.diamondValue },
  };
}

export async function awardLog(db: Database, userId: number, query: { pageNum: number; pageSize: number; source?: string | undefined }) {
  let base = db.selectFrom('award_log').where('user_id', '=', userId);
  if (query.source) base = base.where('source', '=', query.source);
  const rows = await base
    .select(['id', 'prop_id', 'count', 'source', 'created_at'])
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const list: AwardLogItem[] = rows.map((r) => ({ id: r.id, propId: r.prop_id, count: r.count, source: r.source, createTime: r.created_at }));
  return { list, total: Number(total), pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Claims a give coupon once; the credit is free bonus coin with the coupon's turnover multiple. */
export async function useGiveCoupon(db: Database, userId: number, id: number, now: number) {
  const row = await db.selectFrom('player_coupons').select('amount').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (row) await assertPlay(db, userId, 'claim', row.amount, now);
  return claimGiveCoupon(db, userId, id, now, (trx: Transaction<DB>, awards, turnoverMultiple) =>
    grantAwards(trx, userId, awards, { source: COUPON_SOURCE, reference: `give:${id}`, now, turnoverMultiple }),
  );
}
