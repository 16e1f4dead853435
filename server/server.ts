// Entry point: opens the database, migrates, seeds on first start, builds the app and listens. Nothing else. Started
// by `npm run start:cluster` (server/cluster.ts) it is one of several workers: the primary has migrated and seeded,
// holds the runtime files and hands over the admin token.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { paymentSandboxOn, productionRefusals, refusalMessage } from './demo-parts.ts';
import { databaseOptionsFromEnv, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { pruneOld } from './domain/housekeeping.ts';
import { runDueDraws } from './domain/lottery/draws.ts';
import { pkTick } from './domain/pk/tick.ts';
import { Scheduler } from './domain/scheduler.ts';
import { settleDueEvents } from './domain/slotshack/settle.ts';
import { recordInTestSink, relayTestSink, type SinkEntry } from './domain/sms/provider.ts';
import { seedOnFirstStart } from './seed/seed.ts';
import { removeRuntimeFiles, writeRuntimeFiles } from './runtime-files.ts';
import { WORKER_TOKEN_ENV } from './cluster-env.ts';

const refusals = productionRefusals(process.env);
if (refusals.length > 0) {
  console.error(refusalMessage(refusals));
  process.exit(1);
}

const worker = cluster.isWorker;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
mkdirSync(dataDir, { recursive: true });

let databaseOptions: ReturnType<typeof databaseOptionsFromEnv>;
try {
  databaseOptions = databaseOptionsFromEnv(process.env, dataDir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const db = openDatabase(databaseOptions);
if (!worker) {
  await migrate(db);
  await seedOnFirstStart(db, Date.now());
}

const adminToken = (worker && process.env[WORKER_TOKEN_ENV]) || randomBytes(32).toString('base64url');
delete process.env[WORKER_TOKEN_ENV];
const app = await buildApp({
  db,
  distDir: resolve(process.env.DIST_DIR ?? './dist'),
  // Warnings and errors only, so a healthy start prints the one ready line.
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  testHooks: process.env.TEST_HOOKS === '1',
  paymentSandbox: paymentSandboxOn(process.env),
  adminToken,
  live: { run: true, timers: true, databaseUrl: databaseOptions.directUrl },
  servedBy: worker ? String(cluster.worker!.id) : undefined,
});
if (worker && process.env.TEST_HOOKS === '1') {
  // The test hooks' SMS codes, shared with the other workers through the primary (server/cluster.ts).
  relayTestSink((entry) => process.send?.({ testSms: entry }));
  process.on('message', (message: { testSms?: SinkEntry }) => {
    if (message?.testSms) recordInTestSink(message.testSms, true);
  });
}
await app.listen({ port, host });
if (!worker) {
  const listening = (app.server.address() as AddressInfo).port;
  writeRuntimeFiles(dataDir, adminToken, { pid: process.pid, port: listening });
  console.log(`PisoWin is ready at http://localhost:${listening}`);
}

// Timed jobs, run by one process at a time (server/domain/scheduler.ts); a failure is logged and tried again next time.
const scheduler = new Scheduler(
  db,
  [
    // The lottery: draws each due draw and publishes the next draw's seed hash.
    { name: 'lottery draws', everyMs: 30_000, run: runDueDraws },
    // Red versus blue: makes the week's period and settles ended ones.
    { name: 'red versus blue', everyMs: 30_000, run: pkTick },
    // Slot tournaments: pays each ended event once (a settled_at guard under a row lock).
    { name: 'slot tournament settlement', everyMs: 30_000, run: settleDueEvents },
    // Retention sweep (server/domain/housekeeping.ts).
    { name: 'prune', everyMs: 60 * 60_000, run: pruneOld },
  ],
  { databaseUrl: databaseOptions.directUrl, onError: (job, error) => app.log.error({ err: error }, `${job} failed`) },
);
void scheduler.start();

let closing = false;
// Finish in-flight requests, then close the database so PGlite flushes its files before the process ends.
async function close(): Promise<void> {
  if (closing) return;
  closing = true;
  if (!worker) removeRuntimeFiles(dataDir);
  try {
    await scheduler.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void close());
process.on('SIGTERM', () => void close());
