// The ledger accounts the wallet moves money between, and the row lock every wallet operation takes first.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../errors.ts';
import { houseAccount, PLAYER_MAIN } from '../ledger.ts';
import type { Value } from '../../db/rows.ts';

export const PLAYER_SAFEBOX = 'player_safebox';
/** Where paid deposits come from (the money the payment channels hold for us). */
export const HOUSE_PAYMENTS = 'house_payments';
/** Money taken off a player for a withdrawal that is not paid out yet. */
export const HOUSE_WITHDRAWALS_PENDING = 'house_withdrawals_pending';
/** Paid-out withdrawals. */
export const HOUSE_PAYOUTS = 'house_payouts';
export const HOUSE_FEES = 'house_fees';
/** Where activity bonuses come from. */
export const HOUSE_BONUS = 'house_bonus';

/** Ledger reasons written by the wallet (records filter by these). */
export const REASON = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  withdrawFee: 'withdraw_fee',
  withdrawRefund: 'withdraw_refund',
  withdrawPaid: 'withdraw_paid',
  safeboxIn: 'safebox_in',
  safeboxOut: 'safebox_out',
  bonus: 'bonus',
} as const;

export interface LockedMain {
  id: number;
  balance: number;
}

/**
 * Locks the player's main account row. Every wallet operation takes this lock before any house account, so two
 * operations of one player run one after the other and the lock order (player, then house) cannot deadlock.
 */
export async function lockMain(trx: Transaction<DB>, userId: number): Promise<LockedMain> {
  const row = await trx
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('user_id', '=', userId)
    .where('kind', '=', PLAYER_MAIN)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('No wallet for this player');
  return row;
}

/** The player's main account (id, balance) as one JSON value, read without a lock (null when there is none). */
export const mainAccountColumn = (userId: Value<number>) =>
  sql`(SELECT row_to_json(a) FROM (SELECT id, balance FROM accounts WHERE user_id = ${userId}::bigint AND kind = ${PLAYER_MAIN}::text) AS a)`;

/** The player's safebox account, opened on first use (call after lockMain). */
export async function safeboxAccount(trx: Transaction<DB>, userId: number, now: number): Promise<{ id: number; balance: number }> {
  await trx
    .insertInto('accounts')
    .values({ user_id: userId, kind: PLAYER_SAFEBOX, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).where('user_id', 'is not', null).doNothing())
    .execute();
  return trx
    .selectFrom('accounts')
    .select(['id', 'balance'])
    .where('user_id', '=', userId)
    .where('kind', '=', PLAYER_SAFEBOX)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export const house = (trx: Transaction<DB>, kind: string, now: number) => houseAccount(trx, kind, now);
