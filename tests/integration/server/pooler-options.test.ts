// Running behind a pooler in transaction mode (PgBouncer): DATABASE_PREPARE=off sends no named statements, and
// DATABASE_DIRECT_URL gives the connections that LISTEN (and hold session locks) the database itself. The environment
// is read strictly; on PostgreSQL the two switches are checked against what the server really sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { databaseOptionsFromEnv, listen, openPostgres, type Database } from '../../../server/db/database.ts';
import { createPostgresDatabase, dropPostgresDatabase } from './helpers.ts';

describe('database options from the environment', () => {
  it('PGlite without DATABASE_URL; PostgreSQL prepares and listens on its own URL unless told otherwise', () => {
    expect(databaseOptionsFromEnv({}, '/data')).toEqual({
      databaseUrl: undefined,
      dataDir: '/data',
      directUrl: undefined,
      postgres: { prepare: true, directUrl: undefined },
    });
    const pooled = 'postgres://app@pgbouncer:6432/pisowin';
    expect(databaseOptionsFromEnv({ DATABASE_URL: pooled }, '/data')).toMatchObject({ databaseUrl: pooled, directUrl: pooled, postgres: { prepare: true } });
    const direct = 'postgres://app@db:5432/pisowin';
    expect(databaseOptionsFromEnv({ DATABASE_URL: pooled, DATABASE_PREPARE: 'OFF', DATABASE_DIRECT_URL: direct }, '/data')).toMatchObject({
      databaseUrl: pooled,
      directUrl: direct,
      postgres: { prepare: false, directUrl: direct },
    });
  });

  it('refuses a DATABASE_PREPARE it does not know', () => {
    expect(() => databaseOptionsFromEnv({ DATABASE_URL: 'postgres://x/y', DATABASE_PREPARE: 'no' }, '/data')).toThrow(
      'DATABASE_PREPARE must be "on" or "off" (got "no")',
    );
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
  let made: { name: string; url: string };
  beforeAll(async () => {
    made = await createPostgresDatabase('pisowin_pooler', { migrated: true });
  });
  afterAll(async () => {
    await dropPostgresDatabase(made.name);
  });

  /** The statements this pool's one connection has prepared, after sending one text five times. */
  async function preparedAfterRepeats(db: Database): Promise<number> {
    for (let i = 0; i < 5; i += 1) await db.selectFrom('accounts').select('id').where('id', '=', i).execute();
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(db);
    return rows[0]!.n;
  }

  it('names repeated statements by default, and none with prepare off', async () => {
    const preparing = openPostgres(made.url, 1);
    const plain = openPostgres(made.url, 1, undefined, { prepare: false });
    try {
      expect(await preparedAfterRepeats(preparing)).toBeGreaterThan(0);
      expect(await preparedAfterRepeats(plain)).toBe(0);
    } finally {
      await preparing.destroy();
      await plain.destroy();
    }
  });

  it('listens on the direct URL, and a NOTIFY sent through the pool arrives', async () => {
    const withName = (name: string) => {
      const url = new URL(made.url);
      url.searchParams.set('application_name', name);
      return url.toString();
    };
    const db = openPostgres(withName('pisowin-pooled'), 2, undefined, { directUrl: withName('pisowin-direct') });
    const heard: string[] = [];
    const listening = await listen(
      db,
      ['pooler_test'],
      (_channel, payload) => heard.push(payload),
      () => undefined,
    );
    try {
      const admin = new pg.Client({ connectionString: made.url });
      await admin.connect();
      const { rows } = await admin.query<{ application_name: string }>(
        "SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
      );
      await admin.end();
      expect(rows.map((r) => r.application_name)).toEqual(['pisowin-direct']);
      await sql`SELECT pg_notify('pooler_test', 'hello')`.execute(db);
      await expect.poll(() => heard).toEqual(['hello']);
    } finally {
      await listening.close();
      await db.destroy();
    }
  });
});
