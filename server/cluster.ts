// `npm run start:cluster`: CLUSTER_WORKERS server processes (default 2) sharing one port through Node's cluster
// module, on one PostgreSQL. The primary refuses the embedded database, migrates and seeds once, forks the workers
// (server/server.ts), writes the runtime files the admin CLI reads once they all listen, starts a worker again when
// one dies, and stops them all on SIGINT or SIGTERM. It serves no request itself.
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionRefusals, refusalMessage } from './demo-parts.ts';
import { databaseOptionsFromEnv, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedOnFirstStart } from './seed/seed.ts';
import { removeRuntimeFiles, writeRuntimeFiles } from './runtime-files.ts';
import { WORKER_TOKEN_ENV } from './cluster-env.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run start:cluster needs PostgreSQL: set DATABASE_URL=postgres://... . The embedded database (PGlite) is a ' +
      'directory that only one process can open; run `npm start` for it.',
  );
  process.exit(1);
}
const refusals = productionRefusals(process.env);
if (refusals.length > 0) {
  console.error(refusalMessage(refusals));
  process.exit(1);
}
const count = Number(process.env.CLUSTER_WORKERS || 2);
if (!Number.isInteger(count) || count < 1 || count > 64) {
  console.error(`CLUSTER_WORKERS must be a whole number from 1 to 64 (got "${process.env.CLUSTER_WORKERS}")`);
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR ?? './data');
mkdirSync(dataDir, { recursive: true });

// Once, before any worker serves: the workers skip both.
const db = openDatabase(databaseOptionsFromEnv(process.env, dataDir));
await migrate(db);
await seedOnFirstStart(db, Date.now());
await db.destroy();

const adminToken = randomBytes(32).toString('base64url');
cluster.setupPrimary({ exec: fileURLToPath(new URL('./server.ts', import.meta.url)) });
const alive = new Map<number, Worker>();
const listening = new Set<number>();
let ready = false;
let stopping = false;
let exitCode = 0;

function fork(): void {
  const worker = cluster.fork({ [WORKER_TOKEN_ENV]: adminToken });
  alive.set(worker.id, worker);
}

function finish(code: number): never {
  removeRuntimeFiles(dataDir);
  process.exit(code);
}

/** Each worker finishes its requests and closes its database (SIGTERM); one that hangs is killed after 15 s. */
function stop(code: number): void {
  exitCode = Math.max(exitCode, code);
  if (stopping) return;
  stopping = true;
  if (alive.size === 0) finish(exitCode);
  for (const worker of alive.values()) worker.process.kill('SIGTERM');
  setTimeout(() => {
    for (const worker of alive.values()) worker.process.kill('SIGKILL');
    finish(exitCode || 1);
  }, 15_000).unref();
}

cluster.on('listening', (worker: Worker, address) => {
  listening.add(worker.id);
  if (ready || listening.size < count) return;
  ready = true;
  writeRuntimeFiles(dataDir, adminToken, { pid: process.pid, port: address.port });
  console.log(`PisoWin is ready at http://localhost:${address.port} (${count} server processes)`);
});
cluster.on('exit', (worker: Worker, code, signal) => {
  alive.delete(worker.id);
  const served = listening.delete(worker.id);
  if (stopping) {
    if (alive.size === 0) finish(exitCode);
    return;
  }
  // One that never listened (a bad setting, a port in use) would fail again: stop rather than loop.
  if (!served) {
    console.error(`A server process exited before it listened (${signal ?? `code ${code}`}); stopping.`);
    stop(1);
    return;
  }
  console.error(`Server process ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another.`);
  fork();
});
// The test hooks' SMS codes (TEST_HOOKS=1): what one worker records, the others record too.
cluster.on('message', (from: Worker, message: { testSms?: unknown }) => {
  if (!message?.testSms) return;
  for (const worker of alive.values()) if (worker !== from && worker.isConnected()) worker.send(message);
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (let i = 0; i < count; i += 1) fork();
