// Opens the one database the server uses: PostgreSQL when DATABASE_URL is set, else an embedded PGlite directory.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { types as pgliteTypes, type PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import { PreparedTexts, PreparingPGlite } from './prepared.ts';
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
  /** PostgreSQL: see PostgresOptions. */
  postgres?: PostgresOptions;
}

export interface PostgresOptions {
  /** Name (prepare) the statements a connection keeps being sent; off behind a pooler that cannot keep them. Default on. */
  prepare?: boolean;
  /**
   * The URL of connections that hold session state: LISTEN, and the scheduler's and live tables' advisory locks.
   * Behind a pooler in transaction mode (PgBouncer) these need the database itself. Default: the pool's URL.
   */
  directUrl?: string | undefined;
}

export type Database = Kysely<DB>;

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10, undefined, options.postgres);
  if (!options.dataDir) throw new Error('openDatabase needs DATABASE_URL or a data directory');
  return openPglite(join(options.dataDir, 'pglite'));
}

/**
 * The database options the environment asks for: DATABASE_URL (PostgreSQL; unset, PGlite in `dataDir`), and for a
 * pooler such as PgBouncer in transaction mode DATABASE_PREPARE=off (no named statements) and DATABASE_DIRECT_URL
 * (the database itself, for the connections that LISTEN or hold locks). Throws on a DATABASE_PREPARE it does not know.
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): DatabaseOptions & { directUrl: string | undefined } {
  const prepare = env.DATABASE_PREPARE?.trim().toLowerCase() || 'on';
  if (prepare !== 'on' && prepare !== 'off') throw new Error(`DATABASE_PREPARE must be "on" or "off" (got "${env.DATABASE_PREPARE}")`);
  const databaseUrl = env.DATABASE_URL || undefined;
  const directUrl = databaseUrl && (env.DATABASE_DIRECT_URL || databaseUrl);
  return { databaseUrl, dataDir, directUrl, postgres: { prepare: prepare === 'on', directUrl } };
}

/** `log` sees every statement (tests count a call's statements with it). */
export function openPostgres(connectionString: string, max = 10, log?: LogConfig, options: PostgresOptions = {}): Database {
  // A per-pool type table, so the global pg parsers stay untouched for anyone else in the process.
  const typeOverrides = new pg.TypeOverrides();
  typeOverrides.setTypeParser(INT8_OID, parseInt8);
  const Client = options.prepare === false ? pg.Client : PreparingClient;
  const pool = new pg.Pool({ connectionString, max, types: typeOverrides, Client });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
  postgresConfigs.set(db, { connectionString: options.directUrl || connectionString, types: typeOverrides });
  // An idle connection the database drops (a restart, an operator's kill) is an 'error' event on the pool: with no
  // listener it would crash the process. The pool has already discarded that connection; the next query opens one.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  return db;
}

/**
 * A pool connection that prepares the statements it keeps being sent (prepared.ts). A named statement is parsed once
 * per connection and PostgreSQL switches it to a generic plan after five runs.
 */
class PreparingClient extends pg.Client {
  private readonly texts = new PreparedTexts();

  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const name = typeof text === 'string' && Array.isArray(values) && callback === undefined ? (this.texts.known(text) ?? this.texts.due(text)) : undefined;
    const call = super.query as (...rest: unknown[]) => never;
    return name ? call.call(this, { name, text, values }) : call.apply(this, args);
  }
}

/** How a listener opens a connection of its own beside each PostgreSQL pool (the direct URL when one is set). */
const postgresConfigs = new WeakMap<Database, pg.ClientConfig>();

/** The PGlite instance behind each embedded database (for backups, which copy its files). */
const pglites = new WeakMap<Database, PGlite>();

export function openPglite(dir: string, log?: LogConfig): Database {
  mkdirSync(dir, { recursive: true });
  const pglite = new PreparingPGlite(dir, { parsers: { [pgliteTypes.INT8]: parseInt8 } });
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

export interface Listening {
  close(): Promise<void>;
}

/**
 * Calls `onNotice(channel, payload)` for every NOTIFY on `channels` that commits, from any connection or process.
 * On PostgreSQL it holds a connection of its own (not one of the pool's); `onLost` is called once if that connection
 * drops, after which nothing more arrives. Rejects when it cannot listen (a database opened some other way).
 */
export async function listen(
  db: Database,
  channels: readonly string[],
  onNotice: (channel: string, payload: string) => void,
  onLost: () => void,
): Promise<Listening> {
  const pglite = pgliteOf(db);
  if (pglite) {
    const stops = await Promise.all(channels.map((channel) => pglite.listen(channel, (payload) => onNotice(channel, payload))));
    return { close: async () => void (await Promise.all(stops.map((stop) => stop()))) };
  }
  const config = postgresConfigs.get(db);
  if (!config) throw new Error('listen needs a database opened by openPostgres or openPglite');
  const client = new pg.Client(config);
  let closing = false;
  client.on('notification', (message) => onNotice(message.channel, message.payload ?? ''));
  client.on('error', () => {
    if (!closing) onLost();
    closing = true;
  });
  client.on('end', () => {
    if (!closing) onLost();
    closing = true;
  });
  await client.connect();
  for (const channel of channels) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  return {
    close: async () => {
      closing = true;
      await client.end().catch(() => undefined);
    },
  };
}
