// Turnover locks: "this much must be wagered before this much of the balance is withdrawable". Bonuses add a lock
// with their credit; valid bets release locks oldest first.
import { sql, type Transaction } from 'kysely';
import type { Write } from '../../db/writes.ts';
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

/**
 * Releases `validBet` hundredths of the player's open locks, oldest first, as one write (sent with a bet's other
 * writes): each lock takes what the older ones left of the bet. The locks are locked (FOR UPDATE) before they are
 * summed, so two releases of one player apply one after the other.
 */
export function turnoverReleaseWrite(userId: number, validBet: number): Write | null {
  if (!Number.isSafeInteger(validBet) || validBet <= 0) return null;
  return sql`UPDATE turnover_locks AS l SET remaining = l.remaining - LEAST(l.remaining, ${validBet}::bigint - o.before)
    FROM (
      SELECT id, remaining, COALESCE(sum(remaining) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM (SELECT id, remaining FROM turnover_locks WHERE user_id = ${userId}::bigint AND remaining > 0 FOR UPDATE) AS open
    ) AS o
    WHERE l.id = o.id AND o.before < ${validBet}::bigint
    RETURNING LEAST(o.remaining, ${validBet}::bigint - o.before) AS taken`;
}

/** The release on its own; returns how much it released. */
export async function releaseTurnover(trx: Transaction<DB>, userId: number, validBet: number): Promise<number> {
  const write = turnoverReleaseWrite(userId, validBet);
  if (!write) return 0;
  const { rows } = await sql<{ released: string | number }>`WITH r AS (${write}) SELECT COALESCE(sum(taken), 0) AS released FROM r`.execute(trx);
  return Number(rows[0]?.released ?? 0);
}

/** What a withdrawal may take: the main balance less what turnover still locks, never below zero. */
export function withdrawableOf(balance: number, locks: OpenLock[]): { locked: number; withdrawable: number } {
  const locked = locks.reduce((sum, lock) => sum + lock.remaining, 0);
  return { locked, withdrawable: Math.max(0, balance - locked) };
}
