// Backups of the embedded database: a gzipped tarball of PGlite's data directory (PGlite's own dumpDataDir), and a
// restore that loads one into a fresh directory beside the live one before swapping them, so a bad file never
// leaves a half-restored database. PostgreSQL has its own tools (pg_dump and pg_restore) and is refused here.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOf, type Database } from './database.ts';

export const POSTGRES_BACKUP_HELP =
  'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump (e.g. pg_dump -Fc -f pisowin.dump "$DATABASE_URL") ' +
  'and restore it with pg_restore (e.g. pg_restore --clean --if-exists -d "$DATABASE_URL" pisowin.dump) while no server runs on it.';

/** Where the embedded database of a data directory keeps its files (server/db/database.ts). */
export const pgliteDirOf = (dataDir: string) => join(dataDir, 'pglite');

/** Whether a PGlite data directory holds a database (Postgres writes PG_VERSION first thing). */
export const holdsDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/**
 * The embedded database as a gzipped tarball. Taken inside a transaction of our own: PGlite runs one transaction at a
 * time, so no other one is half done while the files are copied, and no statement runs during the copy.
 */
export async function dumpEmbedded(db: Database): Promise<Uint8Array> {
  const pglite = pgliteOf(db);
  if (!pglite) throw new Error(POSTGRES_BACKUP_HELP);
  const tarball = await pglite.transaction(() => pglite.dumpDataDir('gzip'));
  return new Uint8Array(await tarball.arrayBuffer());
}

const stamp = (now: number) => new Date(now).toISOString().replace(/[:.]/g, '-');

export interface Restored {
  /** Where the database the backup replaced was moved (null when there was none). */
  previous: string | null;
  /** How many migrations the restored database had seen (the server applies newer ones at its next start). */
  migrations: number;
}

/**
 * Replaces the data directory's embedded database with a backup. The caller makes sure no process has it open. The
 * backup is loaded and checked in a new directory first; only then is the current one moved aside (kept, not deleted)
 * and the new one moved in.
 */
export async function restoreEmbedded(dataDir: string, tarball: Uint8Array, now: number): Promise<Restored> {
  const live = pgliteDirOf(dataDir);
  const incoming = join(dataDir, `pglite.restoring-${stamp(now)}`);
  mkdirSync(incoming, { recursive: true });
  let migrations: number;
  try {
    migrations = await loadAndCheck(incoming, tarball);
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`This file is not a backup of this database (${reason}); nothing was changed.`, { cause: error });
  }
  const previous = existsSync(live) ? join(dataDir, `pglite.before-restore-${stamp(now)}`) : null;
  if (previous) renameSync(live, previous);
  try {
    renameSync(incoming, live);
  } catch (error) {
    if (previous) renameSync(previous, live);
    throw error;
  }
  return { previous, migrations };
}

/** Loads the tarball into an empty directory and answers how many migrations it has seen (a PisoWin database has some). */
async function loadAndCheck(dir: string, tarball: Uint8Array): Promise<number> {
  const pglite = new PGlite(dir, { loadDataDir: new Blob([tarball]) });
  let n: number;
  try {
    await pglite.waitReady;
    const applied = await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    n = applied.rows[0]?.n ?? 0;
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw error;
  }
  // Closing writes everything PGlite still holds to the directory.
  await pglite.close();
  if (n === 0) throw new Error('it has no migrations');
  return n;
}
