// Migrated, empty databases to copy from. A fresh PGlite spends about 5 s in its initdb and a second in the migrations;
// copying a migrated data directory and opening it takes under a second. On PostgreSQL, CREATE DATABASE ... TEMPLATE
// does the same. A template is named after a hash of the migrations (and the PGlite release), so a changed migration
// makes a new one; a template is shared by every test worker and kept between runs.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { openPglite, openPostgres } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

let cachedKey: string | undefined;
/** Changes whenever a migration, the migrator or the PGlite release does. */
function templateKey(): string {
  if (cachedKey) return cachedKey;
  const hash = createHash('sha256');
  const dir = root('server/db/migrations');
  for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(join(dir, name)));
  hash.update(readFileSync(root('server/db/migrate.ts')));
  hash.update(readFileSync(root('node_modules/@electric-sql/pglite/package.json')));
  cachedKey = hash.digest('hex').slice(0, 12);
  return cachedKey;
}

/** The migrated PGlite data directory to copy; built once, by whichever worker asks first. */
async function pgliteTemplate(): Promise<string> {
  const final = join(tmpdir(), `pisowin-pglite-template-${templateKey()}`);
  if (existsSync(final)) return final;
  const building = mkdtempSync(join(tmpdir(), 'pisowin-pglite-building-'));
  const db = openPglite(join(building, 'pglite'));
  await migrate(db);
  await db.destroy();
  try {
    renameSync(join(building, 'pglite'), final); // atomic: a half-built template is never seen
  } catch (error) {
    if (!existsSync(final)) throw error; // another worker renamed its own first: use that one
  }
  rmSync(building, { recursive: true, force: true });
  return final;
}

/** A copy of the migrated PGlite template at `dir` (which must not exist yet). */
async function copyPgliteTemplate(dir: string): Promise<void> {
  cpSync(await pgliteTemplate(), dir, { recursive: true });
}

/**
 * A new data directory (in the temp folder, named from `prefix`) whose `pglite` database is a copy of the template: the
 * server and the operator CLI open it as after a first start's migrations, and seed it as on a first start (it has no
 * config yet), without PGlite's initdb and the migrations (about 5 s and 7 s of CPU).
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  await copyPgliteTemplate(join(dir, 'pglite'));
  return dir;
}

/** Waits until no session is connected to `name` (pool.end() resolves before its sockets close). */
export async function waitForNoSessions(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const open = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (open.rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Any fixed number: the workers take this lock so only one builds the PostgreSQL template. */
const TEMPLATE_LOCK = 727_002;

/** The migrated PostgreSQL database to copy, beside DATABASE_URL's; built once, under an advisory lock. */
export async function postgresTemplate(admin: pg.Client): Promise<string> {
  const name = `pisowin_template_${templateKey()}`;
  const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists()) return name;
    const building = `pisowin_template_building_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${building}`;
    const db = openPostgres(url.toString(), 1);
    await migrate(db);
    await db.destroy();
    await waitForNoSessions(admin, building);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}
