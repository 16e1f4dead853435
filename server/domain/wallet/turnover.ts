// Turnover locks: "this much must be wagered before this much of the balance is withdrawable". Bonuses add a lock
// with their credit; valid bets release locks oldest first.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

export interface OpenLock {
  id: number;
  reason: string;
  amount: number;
  remaining: number;
  source: string;
}

export async function addTurnover(trx: Transaction<DB>, userId: number, amount: number, reason: string, reference: string, now: number): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`turnover amount must be a positive integer, got ${amount}`);
  await trx.insertInto('turnover_locks').values({ user_id: userId, amount, remaining: amount, reason, reference, created_at: now }).execute();
}

export async function openLocks(db: Database | Transaction<DB>, userId: number): Promise<OpenLock[]> {
  const rows = await db
    .selectFrom('turnover_locks')
    .select(['id', 'reason', 'amount', 'remaining', 'reference'])
    .where('user_id', '=', userId)
    .where('remaining', '>', 0)
    .orderBy('id')
    .execute();
  // Every lock's reference starts with its source ("points-exchange:12", "coupon:3", "order:7").
  return rows.map(({ reference, ...lock }) => ({ ...lock, source: reference.split(':')[0] ?? '' }));
}

/** Releases `validBet` hundredths of the player's open locks, oldest first. Returns how much it released. */
export async function releaseTurnover(trx: Transaction<DB>, userId: number, validBet: number): Promise<number> {
  if (!Number.isSafeInteger(validBet) || validBet <= 0) return 0;
  const locks = await trx
    .selectFrom('turnover_locks')
    .select(['id', 'remaining'])
    .where('user_id', '=', userId)
    .where('remaining', '>', 0)
    .orderBy('id')
    .forUpdate()
    .execute();
  let left = validBet;
  for (const lock of locks) {
    if (left === 0) break;
    const take = Math.min(left, lock.remaining);
    await trx
      .updateTable('turnover_locks')
      .set({ remaining: lock.remaining - take })
      .where('id', '=', lock.id)
      .execute();
    left -= take;
  }
  return validBet - left;
}

/** What a withdrawal may take: the main balance less what turnover still locks, never below zero. */
export function withdrawableOf(balance: number, locks: OpenLock[]): { locked: number; withdrawable: number } {
  const locked = locks.reduce((sum, lock) => sum + lock.remaining, 0);
  return { locked, withdrawable: Math.max(0, balance - locked) };
}
