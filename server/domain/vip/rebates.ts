// Bet rebates: what has accrued per game type at the player's rates, claims (all types or one) and the claims log.
// A claim locks the wallet, then the accrual rows, pays floor(units / 10,000) per type and keeps the remainder, so
// racing claims pay once and no fraction of a centavo is lost.
import { PROP, REBATE_LOG_PAGE_SIZE, type RebateRow } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { grantAwards } from '../awards.ts';
import { refused } from '../errors.ts';
import { assertPlay } from '../play-limits.ts';
import { drainBets } from '../rewards/engine.ts';
import { lockMain } from '../wallet/accounts.ts';
import { playerLevel } from './common.ts';
import { splitRebate } from './rules.ts';

export async function rebateList(db: Database, userId: number, type: number): Promise<{ list: RebateRow[]; total: number }> {
  await drainBets(db, userId);
  const { vip } = await playerLevel(db, userId);
  let rates = db.selectFrom('vip_rebate_rates').select(['type_id', 'rate_bp']).where('level', '=', vip);
  if (type !== 0) rates = rates.where('type_id', '=', type);
  const rateRows = await rates.orderBy('type_id').execute();
  const accruals = new Map((await db.selectFrom('rebate_accruals').selectAll().where('user_id', '=', userId).execute()).map((a) => [a.type_id, a]));
  const list = rateRows.map((r) => {
    const accrual = accruals.get(r.type_id);
    return { type: r.type_id, rate: r.rate_bp, validBet: accrual?.valid_bet ?? 0, amount: splitRebate(accrual?.units ?? 0).pay };
  });
  return { list, total: list.reduce((sum, r) => sum + r.amount, 0) };
}

/** Claims every type's rebate (type undefined) or one type's. Refused when nothing whole is due. */
export async function claimRebates(db: Database, userId: number, type: number | undefined, now: number) {
  await drainBets(db, userId);
  return db.transaction().execute(async (trx) => {
    // Wallet first, accruals second: the same order as a settling bet, so the two never deadlock.
    await lockMain(trx, userId);
    let query = trx.selectFrom('rebate_accruals').selectAll().where('user_id', '=', userId);
    if (type !== undefined) query = query.where('type_id', '=', type);
    const rows = await query.orderBy('type_id').forUpdate().execute();
    const paid = rows.map((row) => ({ row, ...splitRebate(row.units) })).filter((r) => r.pay > 0);
    const amount = paid.reduce((sum, r) => sum + r.pay, 0);
    if (amount === 0) throw refused('There is no rebate to claim yet. Rebates build up as you play.');
    await assertPlay(trx, userId, 'claim', amount, now);
    let firstLogId = 0;
    for (const { row, pay, rest } of paid) {
      await trx.updateTable('rebate_accruals').set({ units: rest, valid_bet: 0 }).where('user_id', '=', userId).where('type_id', '=', row.type_id).execute();
      const log = await trx
        .insertInto('rebate_claims')
        .values({ user_id: userId, type_id: row.type_id, valid_bet: row.valid_bet, amount: pay, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      firstLogId ||= log.id;
    }
    const awards = [{ id: PROP.coin, count: amount }];
    const balance = await grantAwards(trx, userId, awards, { source: 'rebate', reference: `${userId}:${firstLogId}`, now });
    return { amount, awards, balance, list: paid.map((p) => ({ type: p.row.type_id, amount: p.pay })) };
  });
}

export async function rebateLog(db: Database, userId: number, page: number) {
  const base = db.selectFrom('rebate_claims').where('user_id', '=', userId);
  const rows = await base
    .select(['id', 'type_id', 'valid_bet', 'amount', 'created_at'])
    .orderBy('id', 'desc')
    .limit(REBATE_LOG_PAGE_SIZE)
    .offset((page - 1) * REBATE_LOG_PAGE_SIZE)
    .execute();
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const count = Number(total);
  return {
    list: rows.map((r) => ({ id: r.id, type: r.type_id, validBet: r.valid_bet, amount: r.amount, time: r.created_at })),
    page,
    total: count,
    hasMore: page * REBATE_LOG_PAGE_SIZE < count,
  };
}
