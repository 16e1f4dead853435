// Turnover locks: "this much must be wagered before this much of the balance is withdrawable". Bonuses add a lock
// with their credit; valid bets release locks oldest first.
import { sql, type RawBuilder, type Transaction } from 'kysely';
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
 * Releases each player's stake from their open locks, oldest first, as one write (sent with the bets' other writes):
 * each lock takes what the older ones left of the stake. `stakes` is a FROM item `s (user_id, amount)`, one row per
 * player, each amount above 0. The locks are locked (FOR UPDATE) before they are summed, so two releases of one player
 * apply one after the other.
 */
export function turnoverReleaseWrite(stakes: RawBuilder<unknown>): Write {
  return sql`UPDATE turnover_locks AS l SET remaining = l.remaining - LEAST(l.remaining, o.amount - o.before)
    FROM (
      SELECT open.id, open.remaining, s.amount,
        COALESCE(sum(open.remaining) OVER (PARTITION BY open.user_id ORDER BY open.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before
      FROM (SELECT id, user_id, remaining FROM turnover_locks
        WHERE user_id IN (SELECT user_id FROM ${stakes}) AND remaining > 0 FOR UPDATE) AS open
      JOIN ${stakes} ON s.user_id = open.user_id
    ) AS o
    WHERE l.id = o.id AND o.before < o.amount
    RETURNING LEAST(o.remaining, o.amount - o.before) AS taken`;
}

/** The release on its own; returns how much it released. */
export async function releaseTurnover(trx: Transaction<DB>, userId: number, validBet: number): Promise<number> {
  if (!Number.isSafeInteger(validBet) || validBet <= 0) return 0;
  const write = turnoverReleaseWrite(sql`(VALUES (${userId}::bigint, ${validBet}::bigint)) AS s (user_id, amount)`);
  const { rows } = await sql<{ released: string | number }>`WITH r AS (${write}) SELECT COALESCE(sum(taken), 0) AS released FROM r`.execute(trx);
  return Number(rows[0]?.released ?? 0);
}

/** What a withdrawal may take: the main balance less what turnover still locks, never below zero. */
export function withdrawableOf(balance: number, locks: OpenLock[]): { locked: number; withdrawable: number } {
  const locked = locks.reduce((sum, lock) => sum + lock.remaining, 0);
  return { locked, withdrawable: Math.max(0, balance - locked) };
}
