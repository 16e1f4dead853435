// Spin chances: each player's own spin_chances row (never a row many players share), raised by grants that are unique
// by (reason, ref), so a deposit order or an invite reported twice grants once. Deposits earn through the rewards
// engine's deposit handler, capped per Manila day; the agent program calls grantSpinChances when an invite turns valid.
import type { Transaction } from 'kysely';
import { DAY_MS, manilaMidnight } from '../../../contract/manila.ts';
import type { DB } from '../../db/schema.ts';
import type { DepositEvent } from '../rewards/events.ts';
import { readSpinConfig, type Db } from './config.ts';

export type SpinGrantReason = 'deposit' | 'invite' | 'operator';

/** Creates the player's row if needed and locks it: grants and spins of one player queue here. */
async function lockChances(trx: Transaction<DB>, userId: number): Promise<number> {
  await trx
    .insertInto('spin_chances')
    .values({ user_id: userId, chances: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await trx.selectFrom('spin_chances').select('chances').where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
  return row.chances;
}

/**
 * Gives `count` chances for (reason, ref) once: a repeat with the same pair changes nothing. Returns the chances
 * granted now (0 for a repeat). The caller's transaction holds the grant with whatever earned it.
 */
export async function grantSpinChances(
  trx: Transaction<DB>,
  userId: number,
  count: number,
  reason: SpinGrantReason,
  ref: string,
  now = Date.now(),
): Promise<number> {
  if (count <= 0) return 0;
  const inserted = await trx
    .insertInto('spin_chance_grants')
    .values({ user_id: userId, count, reason, ref, created_at: now })
    .onConflict((oc) => oc.columns(['reason', 'ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 0;
  await lockChances(trx, userId);
  await trx
    .updateTable('spin_chances')
    .set((eb) => ({ chances: eb('chances', '+', count) }))
    .where('user_id', '=', userId)
    .execute();
  return count;
}

/** Chances deposits granted the player in the Manila day of `now`. */
export async function depositChancesOn(db: Db, userId: number, now: number): Promise<number> {
  const from = manilaMidnight(now);
  const row = await db
    .selectFrom('spin_chance_grants')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('count'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId)
    .where('reason', '=', 'deposit')
    .where('created_at', '>=', from)
    .where('created_at', '<', from + DAY_MS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The rewards engine's deposit handler: one chance per configured amount of this order, up to the day's cap. */
export async function spinOnDeposit(trx: Transaction<DB>, event: DepositEvent): Promise<void> {
  const { depositPerChance, dailyDepositCap } = await readSpinConfig(trx);
  if (depositPerChance <= 0 || dailyDepositCap <= 0) return;
  const earned = Math.floor(event.amount / depositPerChance);
  if (earned <= 0) return;
  // The row lock first, so two deposits of one player cannot both read the same day's total and pass the cap.
  await lockChances(trx, event.userId);
  const left = dailyDepositCap - (await depositChancesOn(trx, event.userId, event.at));
  await grantSpinChances(trx, event.userId, Math.min(earned, left), 'deposit', event.orderId, event.at);
}

export async function chancesOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('spin_chances').select('chances').where('user_id', '=', userId).executeTakeFirst();
  return row?.chances ?? 0;
}
