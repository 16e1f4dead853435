// Red versus blue periods: the server makes one a Manila week (Monday 00:00 to next Monday, sign-up until Thursday
// 00:00) on its tick; an operator may end one early and open another that runs to the end of the week. At most one
// period runs at a time, so "the current period" is never ambiguous.
import type { Transaction } from 'kysely';
import { PK_DEFAULT_POOL, PK_SIGNUP_MS, pkWeek, type PkWindow } from '../../../contract/pk.ts';
import { nextManilaWeekStart } from '../../../contract/manila.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../errors.ts';

export type Db = Database | Transaction<DB>;

export const periodColumns = ['id', 'starts_at', 'signup_ends_at', 'ends_at', 'pool', 'settled_at', 'winner', 'red_total', 'blue_total'] as const;

/** The period running at `now` (started, not ended). */
export function runningPeriod(db: Db, now: number) {
  return db
    .selectFrom('pk_periods')
    .select(periodColumns)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new period's pool: the last period's, so an operator's change carries on week to week. */
async function nextPool(db: Db): Promise<number> {
  const last = await db.selectFrom('pk_periods').select('pool').orderBy('starts_at', 'desc').limit(1).executeTakeFirst();
  return last?.pool ?? PK_DEFAULT_POOL;
}

async function insertPeriod(db: Db, window: PkWindow, now: number): Promise<void> {
  await db
    .insertInto('pk_periods')
    .values({ starts_at: window.startsAt, signup_ends_at: window.signupEndsAt, ends_at: window.endsAt, pool: await nextPool(db), created_at: now })
    .onConflict((oc) => oc.column('starts_at').doNothing())
    .execute();
}

/**
 * The tick's part: this Manila week gets its period unless one already ran this week (an operator may have ended it
 * early; then the week has none until the operator opens one). Racing ticks meet on the unique starts_at.
 */
export async function ensureWeekPeriod(db: Db, now: number): Promise<void> {
  const week = pkWeek(now);
  const thisWeek = await db.selectFrom('pk_periods').select('id').where('ends_at', '>', week.startsAt).limit(1).executeTakeFirst();
  if (!thisWeek) await insertPeriod(db, week, now);
}

/** The operator opens a period now, to the end of the Manila week, with three days of sign-up (or to the end). */
export async function openPeriodNow(db: Database, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (await runningPeriod(trx, now)) throw conflict('A red versus blue period is running already: end it first (pk end <id>)');
    const endsAt = nextManilaWeekStart(now);
    await insertPeriod(trx, { startsAt: now, signupEndsAt: Math.min(now + PK_SIGNUP_MS, endsAt), endsAt }, now);
    const row = await trx.selectFrom('pk_periods').select('id').where('starts_at', '=', now).executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The operator ends a running period now: sign-up and betting close, and it settles on the next tick. */
export async function endPeriodNow(db: Database, id: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const period = await trx.selectFrom('pk_periods').select(periodColumns).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!period) throw notFound(`No red versus blue period ${id}`);
    if (period.ends_at <= now) throw conflict(`Period ${id} has ended already`);
    // A period not begun yet ends where it starts, so the check (starts <= sign-up end <= end) still holds.
    const endsAt = Math.max(now, period.starts_at);
    await trx
      .updateTable('pk_periods')
      .set({ ends_at: endsAt, signup_ends_at: Math.min(period.signup_ends_at, endsAt) })
      .where('id', '=', id)
      .execute();
  });
}

/** The operator sets a period's pool (hundredths) until it is settled. */
export async function setPeriodPool(db: Database, id: number, pool: number): Promise<void> {
  const updated = await db.updateTable('pk_periods').set({ pool }).where('id', '=', id).where('settled_at', 'is', null).returning('id').executeTakeFirst();
  if (updated) return;
  const exists = await db.selectFrom('pk_periods').select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? conflict(`Period ${id} is settled: its pool is paid`) : notFound(`No red versus blue period ${id}`);
}
