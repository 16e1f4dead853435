// Entry point: opens the database, migrates, seeds on first start, builds the app and listens. Nothing else.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { paymentSandboxOn, productionRefusals, refusalMessage } from './demo-parts.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { pruneOld } from './domain/housekeeping.ts';
import { runDueDraws } from './domain/lottery/draws.ts';
import { pkTick } from './domain/pk/tick.ts';
import { settleDueEvents } from './domain/slotshack/settle.ts';
import { seedOnFirstStart } from './seed/seed.ts';
import { removeRuntimeFiles, writeRuntimeFiles } from './runtime-files.ts';

const refusals = productionRefusals(process.env);
if (refusals.length > 0) {
  console.error(refusalMessage(refusals));
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
mkdirSync(dataDir, { recursive: true });

const db = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrate(db);
await seedOnFirstStart(db, Date.now());

const adminToken = randomBytes(32).toString('base64url');
const app = await buildApp({
  db,
  distDir: resolve(process.env.DIST_DIR ?? './dist'),
  // Warnings and errors only, so a healthy start prints the one ready line.
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  testHooks: process.env.TEST_HOOKS === '1',
  paymentSandbox: paymentSandboxOn(process.env),
  adminToken,
  live: { run: true, timers: true },
});
await app.listen({ port, host });
const listening = (app.server.address() as AddressInfo).port;
writeRuntimeFiles(dataDir, adminToken, { pid: process.pid, port: listening });
console.log(`PisoWin is ready at http://localhost:${listening}`);

// Hourly retention sweep (server/domain/housekeeping.ts); a failure is logged and tried again next hour.
const prune = () => pruneOld(db, Date.now()).catch((error: unknown) => app.log.error({ err: error }, 'prune failed'));
const pruneTimer = setInterval(prune, 60 * 60_000);
pruneTimer.unref();
void prune();

// The lottery: draws each due draw and publishes the next draw's seed hash; a failure is tried again next tick.
const lotteryTick = () => runDueDraws(db, Date.now()).catch((error: unknown) => app.log.error({ err: error }, 'lottery draw failed'));
const lotteryTimer = setInterval(lotteryTick, 30_000);
lotteryTimer.unref();
void lotteryTick();

// Red versus blue: makes the week's period and settles ended ones; a failure is tried again next tick.
const redBlueTick = () => pkTick(db, Date.now()).catch((error: unknown) => app.log.error({ err: error }, 'red versus blue tick failed'));
const redBlueTimer = setInterval(redBlueTick, 30_000);
redBlueTimer.unref();
void redBlueTick();
// Slot tournaments: pays each ended event once (a settled_at guard under a row lock); a failure is tried next tick.
const slotshackTick = () => settleDueEvents(db, Date.now()).catch((error: unknown) => app.log.error({ err: error }, 'slot tournament settlement failed'));
const slotshackTimer = setInterval(slotshackTick, 30_000);
slotshackTimer.unref();
void slotshackTick();

let closing = false;
// Finish in-flight requests, then close the database so PGlite flushes its files before the process ends.
async function close(): Promise<void> {
  if (closing) return;
  closing = true;
  clearInterval(pruneTimer);
  clearInterval(lotteryTimer);
  clearInterval(redBlueTimer);
  clearInterval(slotshackTimer);
  removeRuntimeFiles(dataDir);
  try {
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
