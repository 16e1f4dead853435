// Remembers the first answer to each Idempotency-Key in `idempotency_keys` (per key, caller scope and call), so a
// retried write is applied once and answered the same way.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { conflict } from '../domain/errors.ts';
import type { Answer } from './envelope.ts';

/** A pending record older than this belongs to a request that died mid-way (process killed): a retry may take it over. */
const STALE_PENDING_MS = 60_000;
/** Records older than this no longer replay: the key starts afresh. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const KEY_REUSED = 'Idempotency-Key reused with a different request';
export const KEY_IN_FLIGHT = 'A request with this Idempotency-Key is still being processed';

export interface IdempotencySlot {
  key: string;
  scope: string;
  call: string;
}

export type Begin = { kind: 'proceed' } | { kind: 'replay'; answer: Answer };

/** Key order does not matter to JSON meaning, so it must not matter to the hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const hashRequest = (body: unknown) =>
  createHash('sha256')
    .update(canonical(body ?? null))
    .digest('hex');

/** Claims the key for this request, or says to replay the first answer; throws 409 on a mismatch or a duplicate in flight. */
export async function beginIdempotent(db: Database, slot: IdempotencySlot, requestHash: string, now: number): Promise<Begin> {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ ...slot, request_hash: requestHash, state: 'pending', status_code: null, answer: null, created_at: now })
    .onConflict((oc) => oc.columns(['key', 'scope', 'call']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) return { kind: 'proceed' };

  const existing = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('key', '=', slot.key)
    .where('scope', '=', slot.scope)
    .where('call', '=', slot.call)
    .executeTakeFirst();
  if (!existing) return beginIdempotent(db, slot, requestHash, now);
  const expired = existing.created_at < now - KEY_LIFETIME_MS;
  const stale = existing.state === 'pending' && existing.created_at < now - STALE_PENDING_MS;
  if (expired || stale) {
    // Take the record over only if nobody else did since we read it.
    const taken = await db
      .updateTable('idempotency_keys')
      .set({ request_hash: requestHash, state: 'pending', status_code: null, answer: null, created_at: now })
      .where('key', '=', slot.key)
      .where('scope', '=', slot.scope)
      .where('call', '=', slot.call)
      .where('created_at', '=', existing.created_at)
      .where('state', '=', existing.state)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { kind: 'proceed' };
    throw conflict(KEY_IN_FLIGHT);
  }
  if (existing.request_hash !== requestHash) throw conflict(KEY_REUSED);
  if (existing.state === 'pending') throw conflict(KEY_IN_FLIGHT);
  return { kind: 'replay', answer: { status: existing.status_code ?? 200, envelope: existing.answer as Answer['envelope'] } };
}

export async function finishIdempotent(db: Database, slot: IdempotencySlot, answer: Answer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', status_code: answer.status, answer: JSON.stringify(answer.envelope) })
    .where('key', '=', slot.key)
    .where('scope', '=', slot.scope)
    .where('call', '=', slot.call)
    .execute();
}

/** Forgets the key after an answer a retry should not get again (a server error, a rate limit). */
export async function abandonIdempotent(db: Database, slot: IdempotencySlot): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('key', '=', slot.key).where('scope', '=', slot.scope).where('call', '=', slot.call).execute();
}
