// Migration 018 on a database that lived with the old catalogue: the outside providers' rows that never opened and
// the sabong stream leave (with the favourites that pointed at them), the built-in games stay, and apps that cached
// the old catalogue are told to refresh it.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../server/db/database.ts';
import { migrate, migrationFiles } from '../../../server/db/migrate.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../server/db/migrations/', import.meta.url));

describe('migration 018 on an existing database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pisowin-m018-'));
  const db = openPglite(join(dir, 'pglite'));
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('removes the fake outside rows and the sabong row, keeps the built-in games and moves the catalogue version', async () => {
    const before = join(dir, 'before');
    mkdirSync(before);
    for (const file of await migrationFiles(MIGRATIONS)) if (file < '018_') copyFileSync(join(MIGRATIONS, file), join(before, file));
    await migrate(db, before);
    // Not the seed: today's seed writes what later migrations add. A player as the database of then could hold one.
    await sql`INSERT INTO users (account, password_hash, nickname, invite_code, created_at) VALUES ('demo', 'x', 'demo', 'M018DEMO', 1)`.execute(db);
    await sql`INSERT INTO app_config (key, value) VALUES ('gameListVersion', ${JSON.stringify('1')}::jsonb)`.execute(db);
    const outside = await db.selectFrom('games').select(['id', 'slug']).where('provider', '!=', 'builtin').execute();
    expect(outside.some((g) => g.slug === 'live-sabong-stream')).toBe(true);
    const demo = (await findUserIdByAccount(db, 'demo'))!;
    await db
      .insertInto('game_favourites')
      .values(outside.slice(0, 3).map((g) => ({ user_id: demo, game_id: g.id, created_at: 1 })))
      .execute();
    await db.insertInto('game_favourites').values({ user_id: demo, game_id: 3, created_at: 2 }).execute();
    const builtinBefore = await db.selectFrom('games').select(['id', 'slug', 'rtp_bp']).where('provider', '=', 'builtin').orderBy('id').execute();

    expect(await migrate(db, MIGRATIONS)).toContain('018_providers.sql');

    const listed = await db.selectFrom('games').select(['slug', 'provider']).where('status', '!=', 'off').execute();
    expect(listed.every((g) => g.provider === 'builtin')).toBe(true);
    expect(await db.selectFrom('games').select('id').where('slug', 'like', '%sabong%').execute()).toEqual([]);
    // Later migrations add built-in games of their own; the ones there before 018 stay as they were.
    const builtinAfter = await db.selectFrom('games').select(['id', 'slug', 'rtp_bp']).where('provider', '=', 'builtin').orderBy('id').execute();
    expect(builtinAfter.filter((g) => builtinBefore.some((b) => b.id === g.id))).toEqual(builtinBefore);
    expect((await db.selectFrom('game_favourites').select('game_id').where('user_id', '=', demo).execute()).map((r) => r.game_id)).toEqual([3]);
    const version = await db.selectFrom('app_config').select('value').where('key', '=', 'gameListVersion').executeTakeFirstOrThrow();
    expect(version.value).not.toBe('1');
  }, 180_000);
});
