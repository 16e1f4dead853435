// Client event logs in `client_events`, keyed by the client's own event id so a batch sent twice is stored once.
import { sql } from 'kysely';
import type { z } from 'zod';
import type { clientEvent } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';

type ParsedEvent = z.output<typeof clientEvent>;

export async function storeClientEvents(
  db: Database,
  events: ParsedEvent[],
  userId: number | null,
  now: number,
): Promise<{ accepted: number; duplicates: number }> {
  const inserted = await db
    .insertInto('client_events')
    .values(
      events.map((event) => ({
        id: event.id,
        name: event.name,
        time: event.time,
        page: event.page,
        params: JSON.stringify(event.params),
        user_id: userId,
        received_at: now,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return { accepted: inserted.length, duplicates: events.length - inserted.length };
}

/** Ids of stored events with a name, optionally only those logged on a path (their page, or a `path` param). */
export async function clientEventIds(db: Database, name: string, path?: string): Promise<string[]> {
  let query = db.selectFrom('client_events').select('id').where('name', '=', name);
  if (path !== undefined) query = query.where((eb) => eb.or([eb('page', '=', path), eb(sql<string>`params->>'path'`, '=', path)]));
  const rows = await query.orderBy('received_at').orderBy('id').execute();
  return rows.map((row) => row.id);
}
