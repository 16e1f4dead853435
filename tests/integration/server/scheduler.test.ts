// The timed jobs' scheduler: each job runs at its pace in the leading process, a failing job does not stop the others,
// and on PostgreSQL exactly one of several processes leads, another taking over when the leader stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../../server/db/database.ts';
import { Scheduler, type ScheduledJob } from '../../../server/domain/scheduler.ts';
import { createPostgresDatabase, dropPostgresDatabase, testClock } from './helpers.ts';

const HOUR = 3_600_000;

/** A job that counts its runs. */
function counted(name: string, everyMs: number, fail = false): ScheduledJob & { runs: number[] } {
  const job = {
    name,
    everyMs,
    runs: [] as number[],
    async run(_db: Database, now: number) {
      job.runs.push(now);
      if (fail) throw new Error(`${name} broke`);
    },
  };
  return job;
}

describe('scheduler on PGlite (one process)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pisowin-scheduler-'));
  let db: Database;
  beforeAll(async () => {
    db = openPglite(join(dir, 'pglite'));
    await sql`SELECT 1`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs every job at once, then each at its own pace; a failing job is reported and the others still run', async () => {
    const clock = testClock();
    const often = counted('often', 30_000);
    const broken = counted('broken', 30_000, true);
    const hourly = counted('hourly', HOUR);
    const errors: string[] = [];
    const scheduler = new Scheduler(db, [broken, often, hourly], { now: clock.now, onError: (job) => errors.push(job) });
    await scheduler.beat();
    expect(scheduler.leader).toBe(true);
    await scheduler.beat();
    expect([often.runs.length, broken.runs.length, hourly.runs.length]).toEqual([1, 1, 1]);
    clock.advance(30_000);
    await scheduler.beat();
    expect([often.runs.length, broken.runs.length, hourly.runs.length]).toEqual([2, 2, 1]);
    clock.advance(HOUR);
    await scheduler.beat();
    expect([often.runs.length, broken.runs.length, hourly.runs.length]).toEqual([3, 3, 2]);
    expect(errors).toEqual(['broken', 'broken', 'broken']);
    await scheduler.stop();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('scheduler with three processes on PostgreSQL', () => {
  let name = '';
  let url = '';
  beforeAll(async () => {
    ({ name, url } = await createPostgresDatabase('pisowin_sched'));
  });
  afterAll(() => dropPostgresDatabase(name));

  it('lets one process lead and run each job once per beat; another takes over when the leader stops', async () => {
    const clock = testClock();
    const dbs = [openPostgres(url, 2), openPostgres(url, 2), openPostgres(url, 2)];
    const jobs = dbs.map(() => counted('draws', 30_000));
    const schedulers = dbs.map((db, i) => new Scheduler(db, [jobs[i]!], { databaseUrl: url, now: clock.now }));
    try {
      await Promise.all(schedulers.map((s) => s.beat()));
      await Promise.all(schedulers.map((s) => s.beat()));
      expect(schedulers.filter((s) => s.leader)).toHaveLength(1);
      const total = () => jobs.reduce((n, job) => n + job.runs.length, 0);
      expect(total()).toBe(1);
      clock.advance(30_000);
      await Promise.all(schedulers.map((s) => s.beat()));
      expect(total()).toBe(2);

      const leader = schedulers.findIndex((s) => s.leader);
      await schedulers[leader]!.stop();
      const others = schedulers.filter((_, i) => i !== leader);
      await Promise.all(others.map((s) => s.beat()));
      expect(others.filter((s) => s.leader)).toHaveLength(1);
      // The new leader runs the job at once: the old one may have stopped midway.
      expect(total()).toBe(3);
    } finally {
      await Promise.all(schedulers.map((s) => s.stop()));
      await Promise.all(dbs.map((db) => db.destroy()));
    }
  });
});
