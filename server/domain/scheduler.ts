// Scheduled jobs (lottery draws, red versus blue and slot tournament settlement, retention pruning) run in one process
// at a time: on PostgreSQL the one holding the scheduler's advisory lock, a session lock on a connection of its own,
// which the database releases when that process dies so another takes over on its next beat; on PGlite the only
// process. Each job is also guarded in SQL (row locks, conditional updates), so even two runs at once pay once: the
// lock keeps N processes from doing the same work N times. What it keeps in memory (when each job last ran) only
// paces this process; a new leader runs every job at once.
import pg from 'pg';
import { isEmbedded, type Database } from '../db/database.ts';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(db: Database, now: number): Promise<unknown>;
}

export interface SchedulerOptions {
  /** PostgreSQL only: the URL for the connection that holds the lock. */
  databaseUrl?: string | undefined;
  /** How often a process looks at the jobs (and a follower tries to become the leader). */
  beatMs?: number;
  now?: () => number;
  onError?: (job: string, error: unknown) => void;
}

/** Apart from the migration lock (727_001) and the live tables' (727_1xx, 727_2xx). */
export const SCHEDULER_LOCK = 727_300;

export class Scheduler {
  private client: pg.Client | null = null;
  private leading = false;
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  private stopped = false;
  private readonly lastRun = new Map<string, number>();
  private readonly beatMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    private readonly jobs: readonly ScheduledJob[],
    private readonly options: SchedulerOptions = {},
  ) {
    this.beatMs = options.beatMs ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  /** Runs the first beat (the leader runs every job now), then beats on a timer. */
  async start(): Promise<void> {
    await this.beat();
    if (this.stopped) return;
    this.timer = setInterval(() => void this.beat(), this.beatMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.beating;
    await this.release();
  }

  /** Whether this process runs the jobs now. */
  get leader(): boolean {
    return this.leading;
  }

  /** Takes the lead if free, then runs the jobs that are due. Beats never overlap. */
  beat(): Promise<void> {
    this.beating ??= (async () => {
      try {
        if (!(await this.lead())) return;
        for (const job of this.jobs) {
          if (this.stopped) return;
          const now = this.now();
          if (now - (this.lastRun.get(job.name) ?? -Infinity) < job.everyMs) continue;
          this.lastRun.set(job.name, now);
          await job.run(this.db, now).catch((error: unknown) => this.options.onError?.(job.name, error));
        }
      } finally {
        this.beating = null;
      }
    })();
    return this.beating;
  }

  private async lead(): Promise<boolean> {
    if (this.stopped) return false;
    if (isEmbedded(this.db) || !this.options.databaseUrl) {
      this.leading = true;
      return true;
    }
    if (this.leading && this.client) return true;
    try {
      if (!this.client) await this.connect();
      const got = await this.client!.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [SCHEDULER_LOCK]);
      this.leading = got.rows[0]?.ok === true;
      // A new leader runs every job at once: whoever led before may have died midway.
      if (this.leading) this.lastRun.clear();
    } catch (error) {
      this.options.onError?.('scheduler lock', error);
      await this.release();
    }
    return this.leading;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('error', () => {
      // A lost connection lost the lock too: follow until a beat takes it again.
      if (this.client === client) this.client = null;
      this.leading = false;
    });
    await client.connect();
    this.client = client;
  }

  /** Ending the connection releases the lock: another process leads from its next beat. */
  private async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.leading = false;
    if (client) await client.end().catch(() => undefined);
  }
}
