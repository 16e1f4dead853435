// What the heartbeat checks, kept in this process: the sessions its heartbeats have seen and the maintenance switch.
// Every open app sends `online` every few seconds, so reading the session and the switch for each would make the
// check the server's busiest query. The database tells every process when a session ends or the switch changes
// (migration 041's triggers NOTIFY at commit, whoever made the change), and this drops what it kept. Nothing is
// answered from here unless the notices are being heard: without them (no listener yet, or its connection dropped)
// every heartbeat reads the database as before. Only the heartbeat uses it; every other call reads the database.
import type { MaintenanceState } from '../../contract/index.ts';
import { listen, type Database, type Listening } from '../db/database.ts';
import type { ActiveSession } from './sessions.ts';

/** A safety net only: the notices do the real work. */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;
const RELISTEN_MS = 5_000;
const MAX_ENTRIES = 200_000;
const SESSION_ENDED = 'session_ended';
const MAINTENANCE_CHANGED = 'maintenance_changed';

interface Entry {
  session: ActiveSession;
  expiresAt: number;
  seenAt: number;
}

/** What a database read saw, to keep if no notice came while it was being read. */
export interface Seen {
  tokenHash: string;
  session: ActiveSession | null;
  expiresAt: number;
  maintenance: MaintenanceState;
}

export class SessionCache {
  private byHash = new Map<string, Entry>();
  private hashById = new Map<number, string>();
  private maintenance: MaintenanceState | null = null;
  private listening: Listening | null = null;
  /** Counts notices: a read that saw a notice arrive while it ran keeps nothing (what it read may be older). */
  private notices = 0;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {}

  /** Starts hearing the notices; until it does (or when it cannot), nothing is answered from here. */
  async start(): Promise<void> {
    try {
      const listening = await listen(
        this.db,
        [SESSION_ENDED, MAINTENANCE_CHANGED],
        (channel, payload) => this.notice(channel, payload),
        () => this.lost(),
      );
      if (this.stopped) await listening.close();
      else {
        this.listening = listening;
        // A read begun before now may have missed a notice: it keeps nothing.
        this.notices += 1;
      }
    } catch {
      this.lost();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const listening = this.listening;
    this.forgetAll();
    await listening?.close();
  }

  /** Whether reads may be kept (the notices are being heard). */
  get live(): boolean {
    return this.listening !== null;
  }

  /** Pass to `keep` with what a read saw. */
  mark(): number {
    return this.notices;
  }

  /** The session and switch for this token hash, if kept and fresh; undefined when the database must be read. */
  lookup(tokenHash: string, now: number): { session: ActiveSession; maintenance: MaintenanceState } | undefined {
    if (!this.listening || !this.maintenance) return undefined;
    const entry = this.byHash.get(tokenHash);
    // An expired or old entry is read again rather than refused from here: only the database says a session ended.
    if (!entry || entry.expiresAt <= now || now - entry.seenAt >= SESSION_CACHE_MAX_AGE_MS || now < entry.seenAt) return undefined;
    return { session: entry.session, maintenance: this.maintenance };
  }

  /** Keeps what a read begun at `mark` saw: a live session and the switch. A token that opened nothing is not kept. */
  keep(mark: number, seen: Seen, now: number): void {
    if (!this.listening || mark !== this.notices) return;
    this.maintenance = seen.maintenance;
    if (!seen.session) return;
    if (this.byHash.size >= MAX_ENTRIES) this.forgetSessions();
    this.byHash.set(seen.tokenHash, { session: seen.session, expiresAt: seen.expiresAt, seenAt: now });
    this.hashById.set(seen.session.sessionId, seen.tokenHash);
  }

  private notice(channel: string, payload: string): void {
    this.notices += 1;
    if (channel === MAINTENANCE_CHANGED) this.maintenance = null;
    if (channel === SESSION_ENDED) {
      const id = Number(payload);
      const hash = this.hashById.get(id);
      this.hashById.delete(id);
      if (hash) this.byHash.delete(hash);
    }
  }

  /** The connection that hears the notices dropped: whatever came meanwhile is unknown, so everything goes. */
  private lost(): void {
    this.listening = null;
    this.notices += 1;
    this.forgetAll();
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.start(), RELISTEN_MS).unref();
  }

  private forgetSessions(): void {
    this.byHash.clear();
    this.hashById.clear();
  }

  private forgetAll(): void {
    this.forgetSessions();
    this.maintenance = null;
  }
}

const caches = new WeakMap<object, SessionCache>();
/** The session cache of an app (set by buildApp; tests read whether it listens). */
export const sessionCache = (app: object): SessionCache => caches.get(app)!;
export const setSessionCache = (app: object, cache: SessionCache): void => void caches.set(app, cache);
