// Opens the one database the server uses: PostgreSQL when DATABASE_URL is set, else an embedded PGlite directory.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

const INT8_OID = 20;

/** int8 as a JS number: every int8 we store (ids, money in hundredths, ms times) is far below 2^53; refuse silently wrong ones. */
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${text} is beyond a safe JS integer`);
  return n;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export type Database = Kysely<DB>;

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  if (!options.dataDir) throw new Error('openDatabase needs DATABASE_URL or a data directory');
  return openPglite(join(options.dataDir, 'pglite'));
}

/** `log` sees every statement (tests count a call's statements with it). */
export function openPostgres(connectionString: string, max = 10, log?: LogConfig): Database {
  // A per-pool type table, so the global pg parsers stay untouched for anyone else in the process.
  const typeOverrides = new pg.TypeOverrides();
  typeOverrides.setTypeParser(INT8_OID, parseInt8);
  const pool = new pg.Pool({ connectionString, max, types: typeOverrides });
  // An idle connection the database drops (a restart, an operator's kill) is an 'error' event on the pool: with no
  // listener it would crash the process. The pool has already discarded that connection; the next query opens one.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
}

/** The PGlite instance behind each embedded database (for backups, which copy its files). */
const pglites = new WeakMap<Database, PGlite>();

export function openPglite(dir: string, log?: LogConfig): Database {
  mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir, { parsers: { [pgliteTypes.INT8]: parseInt8 } });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }), ...(log ? { log } : {}) });
  pglites.set(db, pglite);
  return db;
}

/** The embedded database's PGlite instance; undefined on PostgreSQL. */
export const pgliteOf = (db: Database): PGlite | undefined => pglites.get(db);

/** Whether the database is the embedded one (one connection: parallel transactions queue instead of racing). */
export function isEmbedded(db: Database): boolean {
  return db.getExecutor().adapter.supportsMultipleConnections === false;
}
