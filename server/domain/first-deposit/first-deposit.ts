// The first-deposit bonus: a player who joined the offer (first_deposit_optins) and whose first credited deposit follows earns the highest tier it reaches (first_deposit_tiers),
// capped, paid like the bank activity bonus (house bonus account through the ledger, turnover lock of deposit + bonus x
// the multiple). It runs as a rewards-engine deposit handler, inside the credit's transaction with the player's wallet
// row locked: the engine is where every "a deposit was credited" rule lives, and a repeated or parallel notification
// never reaches it twice (the order is settled once). first_deposit_bonuses' primary key (user) is the second guard.
import type { Transaction } from 'kysely';
import { firstDepositBonusOf, type FirstDepositData, type FirstDepositTier } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { transfer } from '../ledger.ts';
import { refused } from '../errors.ts';
import { checkPlay } from '../play-limits.ts';
import type { DepositEvent } from '../rewards/events.ts';
import { HOUSE_BONUS, house, lockMain, REASON } from '../wallet/accounts.ts';
import { addTurnover } from '../wallet/turnover.ts';

type Db = Database | Transaction<DB>;

export interface FirstDepositConfig {
  tiers: FirstDepositTier[];
  maxBonus: number;
  turnoverMultiple: number;
}

const DEFAULTS = { firstDepositBonusMax: 30_000, firstDepositTurnoverMultiple: 3 };

export async function readFirstDepositConfig(db: Db): Promise<FirstDepositConfig> {
  const tiers = await db.selectFrom('first_deposit_tiers').select(['min_amount', 'bonus']).orderBy('min_amount').execute();
  const stored = await db.selectFrom('app_config').select(['key', 'value']).where('key', 'in', Object.keys(DEFAULTS)).execute();
  const values = { ...DEFAULTS };
  for (const row of stored) {
    if (typeof row.value === 'number' && Number.isSafeInteger(row.value) && row.value >= 0) Object.assign(values, { [row.key]: row.value });
  }
  return {
    tiers: tiers.map((t) => ({ minAmount: t.min_amount, bonus: t.bonus })),
    maxBonus: values.firstDepositBonusMax,
    turnoverMultiple: values.firstDepositTurnoverMultiple,
  };
}

/** What the page shows; visitors (userId undefined) get the offer only. */
export async function firstDepositInfo(db: Database, userId: number | undefined): Promise<FirstDepositData> {
  const config = await readFirstDepositConfig(db);
  if (userId === undefined) return { ...config, hasDeposited: false, joined: false, received: null };
  const paid = await db.selectFrom('deposit_orders').select('id').where('user_id', '=', userId).where('state', '=', 'paid').limit(1).executeTakeFirst();
  const row = await db.selectFrom('first_deposit_bonuses').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const optin = await db.selectFrom('first_deposit_optins').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return {
    ...config,
    hasDeposited: paid !== undefined,
    joined: optin !== undefined,
    received: row ? { deposit: row.deposit, bonus: row.bonus, at: row.credited_at, note: row.note } : null,
  };
}

/** Joins the offer; refused once the player has a credited deposit (the offer is for the first one only). */
export async function joinFirstDeposit(db: Database, userId: number, now: number): Promise<FirstDepositData> {
  const paid = await db.selectFrom('deposit_orders').select('id').where('user_id', '=', userId).where('state', '=', 'paid').limit(1).executeTakeFirst();
  if (paid) throw refused('The first deposit bonus is only for a first deposit, and you have already deposited.');
  await db
    .insertInto('first_deposit_optins')
    .values({ user_id: userId, joined_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return firstDepositInfo(db, userId);
}

/** The engine's deposit handler: pays the bonus when this credited order is the player's first. */
export async function firstDepositOnDeposit(trx: Transaction<DB>, event: DepositEvent): Promise<void> {
  const earlier = await trx
    .selectFrom('deposit_orders')
    .select('id')
    .where('user_id', '=', event.userId)
    .where('state', '=', 'paid')
    .where('id', '!=', event.orderId)
    .limit(1)
    .executeTakeFirst();
  if (earlier) return;
  const optin = await trx.selectFrom('first_deposit_optins').select('user_id').where('user_id', '=', event.userId).executeTakeFirst();
  if (!optin) return;
  const config = await readFirstDepositConfig(trx);
  let bonus = firstDepositBonusOf(event.amount, config.tiers, config.maxBonus);
  let note = bonus === 0 ? 'This deposit is below the smallest tier' : '';
  if (bonus > 0) {
    const verdict = await checkPlay(trx, event.userId, 'claim', bonus, event.at);
    if (!verdict.allowed) [bonus, note] = [0, verdict.reason];
  }
  const turnover = bonus > 0 ? (event.amount + bonus) * config.turnoverMultiple : 0;
  const recorded = await trx
    .insertInto('first_deposit_bonuses')
    .values({ user_id: event.userId, order_id: event.orderId, deposit: event.amount, bonus, turnover, note, credited_at: event.at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!recorded || bonus === 0) return;
  const main = await lockMain(trx, event.userId);
  await transfer(trx, {
    fromAccountId: await house(trx, HOUSE_BONUS, event.at),
    toAccountId: main.id,
    amount: bonus,
    reason: REASON.bonus,
    reference: `order:${event.orderId}`,
    idempotencyKey: `first-deposit-bonus:${event.userId}`,
    at: event.at,
  });
  if (turnover > 0) await addTurnover(trx, event.userId, turnover, 'First-deposit bonus', `first-deposit:${event.orderId}`, event.at);
}
