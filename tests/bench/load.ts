// `npm run bench -- load`: the server under many players at once, measured from outside with autocannon. Starts the
// real server (`server/server.ts`) on a fresh embedded database, or on a fresh PostgreSQL database beside DATABASE_URL
// when it is set; registers 40 players, funds each through a sandbox deposit, opens a slot session for each, then
// prints requests/s and latency p50/p99 of: the heartbeat `online` (40 connections over 40 players), real-money slot
// spins (40 connections over 40 players) and one player's sequential spins over one connection. Figures, not asserts.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuLine, cpuSnapshot } from './cpu.ts';

const PORT = Number(process.env.LOAD_PORT ?? 3211);
export const BASE = `http://127.0.0.1:${PORT}`;
const PLAYERS = 40;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const DEPOSIT = 500_000;
const BET = 100;
const SLOT = { slug: 'lucky-sampaguita', id: 1 };
const GCASH = 1;

export interface Player {
  account: string;
  token: string;
  sessionKey: string;
}

export async function call(path: string, body: unknown, token?: string, extraHeaders: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  Object.assign(headers, extraHeaders);
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = (await response.json()) as { code: number; msg?: string; data: Record<string, unknown> };
  if (answer.code !== 0 && answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg ?? ''}`);
  return answer.data;
}

export const gameApi = (action: string, body: unknown) => call(`/games/api/${SLOT.slug}/${action}`, body);

/** Pays `amount` hundredths into a player's wallet through the sandbox channel, as the pay page's approve button does. */
export async function sandboxDeposit(token: string, amount: number): Promise<void> {
  const order = (await call('/app/v1/createDepositOrder', { rechargeTypeId: GCASH, amount }, token)) as { orderId: string; payUrl: string };
  const decided = await fetch(`${BASE}/pay/sandbox/${order.orderId}/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'approve', return: '/wallets', token: order.payUrl.split('/').pop()! }).toString(),
    redirect: 'manual',
  });
  if (decided.status >= 400) throw new Error(`sandbox deposit refused: ${decided.status}`);
}

/** A new player with DEPOSIT hundredths paid in through the sandbox channel, and an open slot session. */
export async function newPlayer(): Promise<Player> {
  const account = `load${randomBytes(5).toString('hex')}`;
  const { token } = (await call('/app/v1/accountRegist', { account, password: 'secret123', confirmNotice: true })) as { token: string };
  await sandboxDeposit(token, DEPOSIT);
  const started = (await call('/app/v1/startGame', { gameId: SLOT.id, tryIt: false }, token)) as { url: string };
  const launch = new URL(started.url, BASE).searchParams.get('launch')!;
  const { sessionKey } = (await gameApi('open', { launch })) as { sessionKey: string };
  return { account, token, sessionKey };
}

interface Run {
  name: string;
  path: string;
  connections: number;
  /** The request one connection sends again and again (its player's). */
  request(player: Player): { headers: Record<string, string>; body: string };
}

/** Whose CPU a run reads (cpu.ts): the server's pid, and the database's name when it is PostgreSQL's. */
interface Watched {
  serverPid: number;
  database: string | null;
}

async function measure(run: Run, players: Player[], watched: Watched): Promise<string> {
  let next = 0;
  const before = cpuSnapshot(watched.serverPid, watched.database);
  const result = await autocannon({
    url: `${BASE}${run.path}`,
    method: 'POST',
    connections: run.connections,
    duration: SECONDS,
    // Each connection plays one player, its own request object (autocannon's default one is shared by connections).
    setupClient(client) {
      const player = players[next++ % players.length]!;
      client.setRequests([{ method: 'POST', path: run.path, ...run.request(player) }]);
    },
  });
  const cpu = cpuLine(before, cpuSnapshot(watched.serverPid, watched.database), result.requests.total);
  const failed = result.non2xx + result.errors + result.timeouts;
  const line = `${run.name}: ${result.requests.average.toFixed(0)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${result.requests.total} requests, ${failed} failed)`;
  return cpu ? `${line}\n    ${cpu}` : line;
}

const RUNS: Run[] = [
  {
    name: `heartbeat online, ${PLAYERS} connections over ${PLAYERS} players`,
    path: '/app/v1/online',
    connections: PLAYERS,
    request: (p) => ({ headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` }, body: JSON.stringify({ heartbeat: 1 }) }),
  },
  {
    name: `slot spin, ${PLAYERS} connections over ${PLAYERS} players`,
    path: `/games/api/${SLOT.slug}/play`,
    connections: PLAYERS,
    request: (p) => ({ headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ session: p.sessionKey, bet: BET }) }),
  },
  {
    name: 'slot spin, 1 connection, 1 player, sequential',
    path: `/games/api/${SLOT.slug}/play`,
    connections: 1,
    request: (p) => ({ headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ session: p.sessionKey, bet: BET }) }),
  },
];

/** A fresh database beside DATABASE_URL (dropped afterwards), so the bench never writes into one in use. */
export async function freshPostgres(adminUrl: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `pisowin_load_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** `processes` above 1 starts `server/cluster.ts` (PostgreSQL only): that many server processes on one port. */
export async function startServer(env: Record<string, string>, processes = 1): Promise<ChildProcess> {
  // The bench's 40 players all sign up from 127.0.0.1, where real players come from many addresses.
  // Node itself, not npx: a signal to npx would leave the server running without it.
  const entry = processes > 1 ? 'server/cluster.ts' : 'server/server.ts';
  const server = spawn(
    process.execPath,
    [...(process.env.LOAD_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE}`] : []), '--import', 'tsx', entry],
    {
      env: { ...process.env, PORT: String(PORT), RATE_LIMIT_ADDRESS_FACTOR: '10', CLUSTER_WORKERS: String(processes), ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 240; i += 1) {
    try {
      // Any answer means it listens (without a built PWA, `/` answers 404).
      await fetch(`${BASE}/`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  server.kill('SIGKILL');
  throw new Error('the server did not start');
}

export async function stopServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** LOAD_PROCESSES: the server process counts to measure, e.g. `1,2` (the default on PostgreSQL; the embedded database takes one). */
function processCounts(postgres: boolean): number[] {
  if (!postgres) return [1];
  const counts = (process.env.LOAD_PROCESSES ?? '1,2').split(',').map(Number);
  if (counts.some((n) => !Number.isInteger(n) || n < 1 || n > 16)) throw new Error('LOAD_PROCESSES is a comma list of 1 to 16');
  return counts;
}

/** LOAD_ONLY: runs whose name contains it (e.g. `heartbeat`); all when unset. */
const chosenRuns = () => RUNS.filter((run) => !process.env.LOAD_ONLY || run.name.includes(process.env.LOAD_ONLY));

export async function loadBench(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  for (const processes of processCounts(Boolean(databaseUrl))) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pisowin-load-'));
    const postgres = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' }, processes);
    try {
      const players: Player[] = [];
      for (let i = 0; i < PLAYERS; i += 1) players.push(await newPlayer());
      const where = postgres ? 'PostgreSQL' : 'the embedded database (PGlite)';
      console.log(`Load on ${where}, ${processes} server process${processes > 1 ? 'es' : ''}, ${SECONDS} s per run:`);
      const watched = { serverPid: server.pid!, database: postgres?.name ?? null };
      for (const run of chosenRuns()) console.log(`  ${await measure(run, players, watched)}`);
    } finally {
      await stopServer(server);
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
