// `npm run start:cluster` for tests: the primary and its workers as real processes on a fresh PostgreSQL database
// beside DATABASE_URL's, on a free port. Every request opens its own connection, so the cluster's round robin hands
// consecutive requests to different processes; each answer names its process (x-served-by). The result is shaped like
// the in-process TestApp, so the server tests' helpers (appCalls, newPlayer, balanceOf, ...) work unchanged.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { freePortSync } from '../../../scripts/free-port.ts';
import { openPostgres } from '../../../server/db/database.ts';
import { assertNoSecrets, createPostgresDatabase, dropPostgresDatabase, type PostOptions, type TestApp } from '../server/helpers.ts';

/** The sandbox channel's callback secret the cluster is started with (tests sign callbacks with it). */
export const CLUSTER_SANDBOX_SECRET = 'cluster-test-sandbox-secret';

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): any;
  /** Which server process answered. */
  servedBy: string;
}

export interface ClusterApp extends TestApp {
  port: number;
  dataDir: string;
  /** A request on a connection of its own. */
  http(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpAnswer>;
  /** The primary's output so far (for a failure's message). */
  output(): string;
}

function send(port: number, method: string, path: string, body: unknown, headers: Record<string, string>): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    // agent: false, a connection per request: the cluster's primary deals connections to its workers in turn.
    const req = request(
      { host: '127.0.0.1', port, method, path, agent: false, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: () => JSON.parse(text),
            servedBy: String(res.headers['x-served-by'] ?? ''),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function waitForReady(child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cluster did not start in ${timeoutMs} ms:\n${output()}`)), timeoutMs);
    const check = () => {
      if (!output().includes('PisoWin is ready at')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the cluster exited (code ${code}) before it was ready:\n${output()}`));
    });
  });
}

const randomIp = () => `10.${Array.from(randomBytes(3)).join('.')}`;

export async function startCluster(workers = 2, env: Record<string, string> = {}): Promise<ClusterApp> {
  const { name, url } = await createPostgresDatabase('pisowin_cluster');
  const dataDir = mkdtempSync(join(tmpdir(), 'pisowin-cluster-'));
  const port = freePortSync();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // No built app: the API alone.
      DIST_DIR: join(dataDir, 'no-dist'),
      CLUSTER_WORKERS: String(workers),
      // Each test request names its address in x-forwarded-for, as the in-process tests give each request its own.
      TRUST_PROXY: '1',
      PAYMENT_SANDBOX: '1',
      SANDBOX_PAY_SECRET: CLUSTER_SANDBOX_SECRET,
      TEST_HOOKS: '',
      NODE_ENV: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const db = openPostgres(url, 4);
  const cleanUp = async () => {
    await db.destroy();
    await dropPostgresDatabase(name);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(child, () => log, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    await cleanUp();
    throw error;
  }

  const http: ClusterApp['http'] = (method, path, body, headers = {}) => send(port, method, path, body, headers);
  const post = async (path: string, body?: unknown, options: PostOptions = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const answer = await http('POST', path, body ?? {}, headers);
    assertNoSecrets(answer as unknown as LightMyRequestResponse);
    return answer as unknown as LightMyRequestResponse;
  };
  return {
    backend: 'postgres',
    get app(): never {
      throw new Error('a cluster has no in-process app: use post() or http()');
    },
    db,
    // The processes run on the real clock.
    clock: {
      now: () => Date.now(),
      advance: () => {
        throw new Error('a cluster runs on the real clock');
      },
    },
    port,
    dataDir,
    http,
    post,
    output: () => log,
    async login(account, password, ip) {
      const response = await post('/app/v1/accountLogin', { account, password }, ip ? { ip } : {});
      expect(response.json().code, response.body).toBe(0);
      return response.json().data.token as string;
    },
    async close() {
      child.kill('SIGTERM');
      await exited;
      await cleanUp();
    },
  };
}

/** The admin token the primary wrote (the one every worker checks). */
export const adminTokenOf = (cluster: ClusterApp) => readFileSync(join(cluster.dataDir, 'admin-token'), 'utf8').trim();
