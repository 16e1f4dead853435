// The monthly bonus: last Manila month's valid bet and deposits (the VIP engine's month totals, real money only)
// against the tiers, claimable once in the current month. The claim row's key (player, month) makes racing claims
// pay once; the grant is a ledger entry through grantAwards.
import type { MonthlyBonus } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { grantAwards } from '../awards.ts';
import { refused } from '../errors.ts';
import { assertPlay } from '../play-limits.ts';
import { lockMain } from '../wallet/accounts.ts';
import { coinOf, parseAwards, type Db } from '../vip/common.ts';
import { manilaMonthKey, nextManilaMonthStart, previousManilaMonthKey } from '../../../contract/manila.ts';
import { tierReached } from './rules.ts';

async function readBonus(db: Db, userId: number, now: number): Promise<MonthlyBonus> {
  const month = previousManilaMonthKey(now);
  const rows = await db.selectFrom('monthly_bonus_tiers').selectAll().orderBy('tier').execute();
  const tiers = rows.map((r) => ({ tier: r.tier, minBet: r.min_bet, minDeposit: r.min_deposit, awards: parseAwards(r.awards) }));
  const stats = await db
    .selectFrom('vip_period_stats')
    .select(['bet', 'deposit'])
    .where('user_id', '=', userId)
    .where('period', '=', `M:${month}`)
    .executeTakeFirst();
  const bet = stats?.bet ?? 0;
  const deposit = stats?.deposit ?? 0;
  const tier = tierReached(tiers, bet, deposit);
  const claim = await db
    .selectFrom('monthly_bonus_claims')
    .select('tier')
    .where('user_id', '=', userId)
    .where('month', '=', manilaMonthKey(now))
    .executeTakeFirst();
  return {
    month,
    lastMonthBet: bet,
    lastMonthDeposit: deposit,
    tier,
    awards: tiers.find((t) => t.tier === tier)?.awards ?? [],
    claimable: tier > 0 && !claim,
    claimed: claim !== undefined,
    nextAt: nextManilaMonthStart(now),
    tiers,
  };
}

export const monthlyBonusInfo = (db: Database, userId: number, now: number) => readBonus(db, userId, now);

export async function receiveMonthlyBonus(db: Database, userId: number, now: number) {
  return db.transaction().execute(async (trx) => {
    await lockMain(trx, userId);
    const bonus = await readBonus(trx, userId, now);
    if (bonus.claimed) throw refused('You have claimed this month’s bonus. The next one comes at the start of next month.');
    if (bonus.tier === 0) throw refused('Last month’s valid bets or deposits did not reach a tier.');
    const month = manilaMonthKey(now);
    const claimed = await trx
      .insertInto('monthly_bonus_claims')
      .values({ user_id: userId, month, tier: bonus.tier, claimed_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
      .returning('tier')
      .executeTakeFirst();
    if (!claimed) throw refused('You have claimed this month’s bonus. The next one comes at the start of next month.');
    await assertPlay(trx, userId, 'claim', coinOf(bonus.awards), now);
    const balance = await grantAwards(trx, userId, bonus.awards, { source: 'monthly-bonus', reference: `${userId}:${month}`, now });
    return { tier: bonus.tier, awards: bonus.awards, balance };
  });
}
