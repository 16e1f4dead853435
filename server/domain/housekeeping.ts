// Retention: rows that only matter for a while are deleted once they cannot matter any more, so the tables that grow
// with every request (rate-limit hits, idempotency replays, sessions, SMS codes, client events) stay small. The
// server runs it hourly; operators can run `npm run admin -- prune`.
import type { Database } from '../db/database.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long each kind of row is kept after it stopped mattering. */
export const RETENTION = {
  /** Longer than the longest rate-limit window (1 h). */
  rateLimitHits: DAY,
  /** Longer than the service worker keeps a deferred write (7 days), so a late replay still answers as the first did. */
  idempotencyDone: 14 * DAY,
  /** A request that never finished (the process died mid-call). */
  idempotencyPending: DAY,
  /** After a session expired or was revoked. */
  sessions: 30 * DAY,
  /** After an SMS code expired (kept a while so a late try still hears "expired"). */
  smsCodes: DAY,
  /** Client event logs, for support and analytics. */
  clientEvents: 90 * DAY,
} as const;

export interface PruneCounts {
  rateLimitHits: number;
  idempotencyKeys: number;
  sessions: number;
  smsCodes: number;
  smsLocks: number;
  clientEvents: number;
}

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

export async function pruneOld(db: Database, now: number): Promise<PruneCounts> {
  const rateLimitHits = count(
    await db
      .deleteFrom('rate_limit_hits')
      .where('at', '<', now - RETENTION.rateLimitHits)
      .executeTakeFirst(),
  );
  const idempotencyKeys = count(
    await db
      .deleteFrom('idempotency_keys')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'done'), eb('created_at', '<', now - RETENTION.idempotencyDone)]),
          eb.and([eb('state', '=', 'pending'), eb('created_at', '<', now - RETENTION.idempotencyPending)]),
        ]),
      )
      .executeTakeFirst(),
  );
  const sessionCutoff = now - RETENTION.sessions;
  const sessions = count(
    await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', sessionCutoff), eb('revoked_at', '<', sessionCutoff)]))
      .executeTakeFirst(),
  );
  const smsCodes = count(
    await db
      .deleteFrom('sms_codes')
      .where('expires_at', '<', now - RETENTION.smsCodes)
      .executeTakeFirst(),
  );
  const smsLocks = count(await db.deleteFrom('sms_locks').where('locked_until', '<', now).executeTakeFirst());
  const clientEvents = count(
    await db
      .deleteFrom('client_events')
      .where('received_at', '<', now - RETENTION.clientEvents)
      .executeTakeFirst(),
  );
  return { rateLimitHits, idempotencyKeys, sessions, smsCodes, smsLocks, clientEvents };
}

export const describePrune = (c: PruneCounts) =>
  `Pruned ${c.rateLimitHits} rate-limit hits, ${c.idempotencyKeys} idempotency keys, ${c.sessions} sessions, ${c.smsCodes} SMS codes, ${c.smsLocks} SMS locks, ${c.clientEvents} client events`;
