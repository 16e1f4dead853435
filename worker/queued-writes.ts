// A favourite or a mail read mark made offline is in the local tables at once and waits in the service worker's queue
// (sw/routes/deferred-writes.ts) until the network is back. A server copy read before that queue replays does not have
// it yet, and would undo it on screen. Each such write is kept here (kv 'queuedWrites') and laid over every server copy
// until a copy agrees with it, or until the queue itself would have dropped it.
import type { AppDatabase } from '../src/db/database.ts';
import { getKv, setKv } from '../src/db/database.ts';
import type { QueuedWrites } from '../src/db/rows.ts';
import { Code } from '../contract/codes.ts';
import { DEFERRED_WRITE_RETENTION_MINUTES } from '../contract/deferred-writes.ts';
import type { Failure } from '../contract/result.ts';

/**
 * Whether a non-critical write that failed may still arrive: the service worker queued it, or nothing answered (the
 * answer is reported to the player as kept on this device, as the local tables already show it).
 */
export function wasQueued(failure: Failure): boolean {
  return failure.reason === 'network' || failure.reason === 'timeout' || inServiceWorkerQueue(failure);
}

/** The service worker's own answer for a write it put in its queue (code 202): that write will be replayed. */
export function inServiceWorkerQueue(failure: Failure): boolean {
  return failure.reason === 'api' && failure.code === Code.queued;
}

/** The service worker queue's maxRetentionTime: a write older than that will never be replayed. */
export const QUEUE_RETENTION_MS = DEFERRED_WRITE_RETENTION_MINUTES * 60_000;

const givenUp = (at: number, now: number) => now - at > QUEUE_RETENTION_MS;

const none = (): QueuedWrites => ({ likes: {}, reads: {} });

async function read(db: AppDatabase): Promise<QueuedWrites> {
  return (await getKv('queuedWrites', db)) ?? none();
}

/** Reads, changes and stores the queued writes in one transaction; `change` answers false when it changed nothing. */
async function update(db: AppDatabase, change: (queued: QueuedWrites) => boolean | void): Promise<void> {
  await db.transaction('rw', db.kv, async () => {
    const queued = await read(db);
    if (change(queued) !== false) await setKv('queuedWrites', queued, db);
  });
}

/** A like the service worker queued (the latest tap on that game wins). */
export function noteQueuedLike(db: AppDatabase, gameId: number, liked: boolean, at: number): Promise<void> {
  return update(db, (queued) => {
    queued.likes[gameId] = { liked, at };
  });
}

/** A like the server just applied: it is newer than any queued tap on that game. */
export function forgetQueuedLike(db: AppDatabase, gameId: number): Promise<void> {
  return update(db, (queued) => gameId in queued.likes && delete queued.likes[gameId]);
}

export function noteQueuedRead(db: AppDatabase, mailId: number, at: number): Promise<void> {
  return update(db, (queued) => {
    queued.reads[mailId] = at;
  });
}

/**
 * The server's favourites with the queued likes laid over them. A queued like the server's copy already shows, or one
 * the queue has given up on, is forgotten. Call inside a transaction that includes `db.kv`.
 */
export async function withQueuedLikes(db: AppDatabase, serverLikes: readonly number[], now: number): Promise<number[]> {
  const likes = new Set(serverLikes);
  await update(db, (queued) => {
    let changed = false;
    for (const [key, { liked, at }] of Object.entries(queued.likes)) {
      const gameId = Number(key);
      if (likes.has(gameId) === liked || givenUp(at, now)) changed = delete queued.likes[gameId];
      else if (liked) likes.add(gameId);
      else likes.delete(gameId);
    }
    return changed;
  });
  return [...likes];
}

/**
 * Marks read the mails whose read mark is queued. A mark the server's row already shows, or one the queue has given
 * up on, is forgotten; a mail the copy does not list keeps its mark. Call inside a transaction that includes `db.kv`.
 */
export async function withQueuedReads<T extends { id: number; read: boolean }>(db: AppDatabase, rows: readonly T[], now: number): Promise<T[]> {
  let out: T[] = [...rows];
  await update(db, (queued) => {
    let changed = false;
    out = rows.map((row) => {
      const at = queued.reads[row.id];
      if (at === undefined) return row;
      if (row.read || givenUp(at, now)) {
        changed = delete queued.reads[row.id];
        return row;
      }
      return { ...row, read: true };
    });
    return changed;
  });
  return out;
}

/** Whether a read mark still waits in the queue: the server's unread-mail dot cannot know about it yet. */
export async function hasQueuedReads(db: AppDatabase, now: number): Promise<boolean> {
  const { reads } = await read(db);
  return Object.values(reads).some((at) => !givenUp(at, now));
}
