// The heartbeat's writes, kept back and written in batches. Every open app sends `online` every few seconds, so a write
// per heartbeat (the session's last-seen time and the player's current game) would make presence the server's busiest
// writer. A heartbeat only records what it saw in this process's memory; every FLUSH_MS (or once MAX_PENDING have
// gathered, or when the server closes) one statement per table writes them all. Presence is not money: a crash loses
// at most FLUSH_MS of it, and the next heartbeat puts it back.
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export const FLUSH_MS = 1_000;
const MAX_PENDING = 2_000;

interface Seen {
  sessionId: number;
  userId: number;
  at: number;
  gameId: number;
}

export class HeartbeatWriter {
  private pending = new Map<number, Seen>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  /** A heartbeat from this session; the latest one of a session wins. */
  record(seen: Seen): void {
    this.pending.set(seen.sessionId, seen);
    if (this.pending.size >= MAX_PENDING) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what has gathered; resolves once it (and any flush before it) is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    // One flush at a time, in order: a later batch never lands before an earlier one.
    this.flushing = this.flushing.then(() => (batch.length > 0 ? this.write(batch) : undefined));
    return this.flushing;
  }

  private async write(batch: Seen[]): Promise<void> {
    try {
      // Another process may have written a later time already (heartbeats of one app reach any of them).
      const sessions = sql.join(batch.map((s) => sql`(${s.sessionId}::bigint, ${s.at}::bigint)`));
      await sql`UPDATE sessions AS s SET last_seen_at = v.at FROM (VALUES ${sessions}) AS v(id, at)
        WHERE s.id = v.id AND s.last_seen_at < v.at`.execute(this.db);
      // Several sessions of one player: the latest heartbeat says which game is open.
      const latest = new Map<number, Seen>();
      for (const s of batch) if ((latest.get(s.userId)?.at ?? -1) <= s.at) latest.set(s.userId, s);
      const games = sql.join([...latest.values()].map((s) => sql`(${s.userId}::bigint, ${s.gameId}::integer)`));
      await sql`UPDATE users AS u SET current_game_id = v.game FROM (VALUES ${games}) AS v(id, game)
        WHERE u.id = v.id AND u.current_game_id <> v.game`.execute(this.db);
    } catch (error) {
      // The database was away or closing: this batch of presence is lost, the next heartbeats write it again.
      console.error('heartbeat writes failed:', error instanceof Error ? error.message : error);
    }
  }
}

const writers = new WeakMap<object, HeartbeatWriter>();
/** The heartbeat writer of an app (set by buildApp; a test flushes it to read what the heartbeats wrote). */
export const heartbeatWriter = (app: object): HeartbeatWriter => writers.get(app)!;
export const setHeartbeatWriter = (app: object, writer: HeartbeatWriter): void => void writers.set(app, writer);
