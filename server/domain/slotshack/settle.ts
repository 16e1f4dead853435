// Pays a tournament's prizes once. The event row is locked FOR UPDATE and settled_at is set in the same transaction,
// so two settlements at once (the timer in two processes, or the operator and the timer) queue on the row and the
// second finds it settled. Prizes are coin through grantAwards (the ledger, one award_log row per rank).
import { PROP } from '../../../contract/props.ts';
import type { Database } from '../../db/database.ts';
import { grantAwards } from '../awards.ts';
import { notFound, refused } from '../errors.ts';
import { prizesOf } from './events.ts';

export const SLOTSHACK_SOURCE = 'slotshack';
/** Rounds that began just before the end may still be settling: the timer waits this long after the end. */
export const SETTLE_GRACE_MS = 60_000;

export interface Settlement {
  eventId: number;
  /** False when it had been settled already (nothing paid now). */
  settledNow: boolean;
  winners: number;
  paid: number;
}

/** `early`: the operator's "settle now" ends a running event at `now` first; the timer never passes it. */
export async function settleEvent(db: Database, eventId: number, now: number, { early = false } = {}): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .selectFrom('slotshack_events')
      .select(['id', 'starts_at', 'ends_at', 'prizes', 'settled_at'])
      .where('id', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!event) throw notFound(`No slot tournament ${eventId}`);
    if (event.settled_at !== null) return { eventId, settledNow: false, winners: 0, paid: 0 };
    if (event.ends_at > now) {
      if (!early) throw refused(`Slot tournament ${eventId} has not ended yet`);
      if (event.starts_at >= now) throw refused(`Slot tournament ${eventId} has not started yet`);
      await trx.updateTable('slotshack_events').set({ ends_at: now }).where('id', '=', eventId).execute();
    }
    const prizes = prizesOf(event);
    const top = await trx
      .selectFrom('slotshack_scores')
      .select('user_id')
      .where('event_id', '=', eventId)
      .orderBy('score', 'desc')
      .orderBy('reached_at')
      .orderBy('user_id')
      .limit(prizes.length)
      .execute();
    let paid = 0;
    let winners = 0;
    for (const [index, { user_id: userId }] of top.entries()) {
      const amount = prizes[index] ?? 0;
      if (amount <= 0) continue;
      await grantAwards(trx, userId, [{ id: PROP.coin, count: amount }], { source: SLOTSHACK_SOURCE, reference: `${eventId}:${index + 1}`, now });
      await trx
        .insertInto('slotshack_prizes')
        .values({ event_id: eventId, user_id: userId, rank: index + 1, amount, paid_at: now })
        .execute();
      paid += amount;
      winners += 1;
    }
    await trx.updateTable('slotshack_events').set({ settled_at: now }).where('id', '=', eventId).execute();
    return { eventId, settledNow: true, winners, paid };
  });
}

/** The housekeeping tick: settles every event past its end (and the grace). */
export async function settleDueEvents(db: Database, now: number): Promise<Settlement[]> {
  const due = await db
    .selectFrom('slotshack_events')
    .select('id')
    .where('settled_at', 'is', null)
    .where('ends_at', '<=', now - SETTLE_GRACE_MS)
    .orderBy('ends_at')
    .execute();
  const done: Settlement[] = [];
  for (const { id } of due) done.push(await settleEvent(db, id, now));
  return done;
}
