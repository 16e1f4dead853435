// One helper for every server test file: a fresh database per file (PGlite in a temp dir, and PostgreSQL when
// DATABASE_URL is set), the app on it with a movable clock, and a `post` that checks no answer leaks a hash.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LogConfig, LogEvent } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp, type BuildOptions } from '../../../server/app.ts';
import { openPglite, openPostgres, type Database } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/seed/seed.ts';
import { HOUSE_OPENING, houseAccount, playerAccount, transfer } from '../../../server/domain/ledger.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { migratedDataDir, postgresTemplate, waitForNoSessions } from '../../support/db-templates.ts';

export type BackendName = 'pglite' | 'postgres';

/** The databases to run against: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export function backends(): BackendName[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

interface FreshDatabase {
  db: Database;
  drop(): Promise<void>;
}

async function freshPglite(log?: LogConfig): Promise<FreshDatabase> {
  const dir = await migratedDataDir('pisowin-test-');
  const db = openPglite(join(dir, 'pglite'), log);
  return { db, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new PostgreSQL database beside DATABASE_URL's, empty or (`migrated`) a copy of the migrated template; answers its URL. */
export async function createPostgresDatabase(prefix: string, { migrated = false } = {}): Promise<{ name: string; url: string }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(migrated ? `CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(admin)}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops a database made by createPostgresDatabase once its connections have gone. */
export async function dropPostgresDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  await client.connect();
  // pool.end() resolves before the sockets close: a forced drop would kill them mid-close (an uncaught 57P01).
  await waitForNoSessions(client, name);
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
}

async function freshPostgres(log?: LogConfig): Promise<FreshDatabase> {
  const { name, url } = await createPostgresDatabase('pisowin_test', { migrated: true });
  return { db: openPostgres(url, 12, log), drop: () => dropPostgresDatabase(name) };
}

export interface PostOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Defaults to a fresh address per request, so per-IP limits only apply where a test names the address. */
  ip?: string;
}

export interface TestApp {
  backend: BackendName;
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  post(path: string, body?: unknown, options?: PostOptions): Promise<LightMyRequestResponse>;
  /** Logs in and returns the token. */
  login(account: string, password: string, ip?: string): Promise<string>;
  close(): Promise<void>;
}

const randomIp = () => `10.${Array.from(randomBytes(3)).join('.')}`;

export function assertNoSecrets(response: LightMyRequestResponse): void {
  expect(response.body).not.toContain('$argon2');
  expect(response.body).not.toContain('password_hash');
}

/** `log` sees every statement the app runs (a test counts a call's statements with it). */
export async function startTestApp(backend: BackendName, options: Partial<BuildOptions> = {}, log?: LogConfig): Promise<TestApp> {
  const fresh = backend === 'pglite' ? await freshPglite(log) : await freshPostgres(log);
  const { db } = fresh;
  const clock = testClock();
  await migrate(db);
  await seed(db, clock.now());
  const app = await buildApp({ db, now: clock.now, corsOrigins: [], apiOrigin: '', ...options });
  const post: TestApp['post'] = async (path, body, postOptions = {}) => {
    const headers: Record<string, string> = { ...postOptions.headers };
    if (postOptions.token) headers.authorization = `Bearer ${postOptions.token}`;
    const response = await app.inject({ method: 'POST', url: path, payload: body as object, headers, remoteAddress: postOptions.ip ?? randomIp() });
    assertNoSecrets(response);
    return response;
  };
  return {
    backend,
    app,
    db,
    clock,
    post,
    async login(account, password, ip) {
      const response = await post('/app/v1/accountLogin', { account, password }, ip ? { ip } : {});
      expect(response.json().code, response.body).toBe(0);
      return response.json().data.token as string;
    },
    async close() {
      await app.close();
      await db.destroy();
      await fresh.drop();
    },
  };
}

/** Registers a new player (unique account name) and returns their token and account. */
export async function newPlayer(t: TestApp, prefix = 'p'): Promise<{ account: string; password: string; token: string }> {
  const account = `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 16);
  const password = 'secret123';
  const response = await t.post('/app/v1/accountRegist', { account, password, confirmNotice: true });
  expect(response.json().code, response.body).toBe(0);
  return { account, password, token: response.json().data.token };
}

/**
 * `call` posts an app/v1 call; `data` also expects success (code 0) and answers the data. `app` is read at call time,
 * because a suite's app is made in beforeAll.
 */
export function appCalls(app: () => TestApp) {
  const call = (name: string, body: unknown, token: string, headers: Record<string, string> = {}) => app().post(`/app/v1/${name}`, body, { token, headers });
  const data = async (name: string, body: unknown, token: string) => {
    const response = await call(name, body, token);
    expect(response.json().code, response.body).toBe(0);
    return response.json().data;
  };
  return { call, data };
}

/** A player's main-account balance in hundredths. */
export const balanceOf = async (t: TestApp, userId: number): Promise<number> => (await playerAccount(t.db, userId))!.balance;

/** Moves `amount` hundredths from the house's opening funds into the player's main account. */
export async function fundPlayer(t: TestApp, userId: number, amount: number): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    const main = (await playerAccount(trx, userId))!;
    await transfer(trx, {
      fromAccountId: await houseAccount(trx, HOUSE_OPENING, 0),
      toAccountId: main.id,
      amount,
      reason: 'test_funds',
      idempotencyKey: `fund:${userId}`,
      at: t.clock.now(),
    });
  });
}

/** A new player with their user id, whose main account holds `amount` hundredths from the house's opening funds. */
export async function fundedPlayer(t: TestApp, amount: number, prefix = 'p'): Promise<{ account: string; password: string; token: string; userId: number }> {
  const player = await newPlayer(t, prefix);
  const userId = (await findUserIdByAccount(t.db, player.account))!;
  if (amount > 0) await fundPlayer(t, userId, amount);
  return { ...player, userId };
}

/** The built-in games' ids in the seeded catalogue, by slug. */
export const BUILT_IN_GAME_IDS: Record<string, number> = { 'lucky-sampaguita': 1, 'color-game': 2, mines: 3, 'plinko-drop': 120 };

/**
 * The game pages' calls (`/games/api/<slug>/<action>`): `rawGameApi` posts a body as written (for malformed ones),
 * `gameData` also expects success, and `open` launches a built-in game from the app and opens its game session.
 */
export function gameCalls(app: () => TestApp) {
  const { data } = appCalls(app);
  const rawGameApi = (slug: string, action: string, payload: string) =>
    app().app.inject({ method: 'POST', url: `/games/api/${slug}/${action}`, payload, headers: { 'content-type': 'text/plain' } });
  const gameApi = (slug: string, action: string, body: unknown) => rawGameApi(slug, action, JSON.stringify(body));
  const gameData = async (slug: string, action: string, body: unknown) => {
    const response = await gameApi(slug, action, body);
    expect(response.json().code, response.body).toBe(0);
    return response.json().data;
  };
  async function open(token: string, slug: string, tryIt = false) {
    const started = await data('startGame', { gameId: BUILT_IN_GAME_IDS[slug], tryIt }, token);
    const launch = new URL(started.url, 'http://x').searchParams.get('launch')!;
    return gameData(slug, 'open', { launch });
  }
  return { rawGameApi, gameApi, gameData, open };
}

/**
 * Counts the statements a piece of work sends, deterministic where a timing is not: `log` goes to startTestApp, and
 * `counted(work)` leaves in `statements` what the work sent, whitespace folded.
 */
export function statementCounter() {
  const statements: string[] = [];
  let counting = false;
  return {
    statements,
    log: (event: LogEvent) => {
      if (counting && event.level === 'query') statements.push(event.query.sql.replace(/\s+/g, ' ').trim());
    },
    counted: async <T>(work: () => Promise<T>): Promise<T> => {
      statements.length = 0;
      counting = true;
      try {
        return await work();
      } finally {
        counting = false;
      }
    },
  };
}
