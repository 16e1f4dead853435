// Operator CLI: `npm run admin -- <command> [args...]`. Asks the running server first (PGlite allows one process);
// with no server up, opens the database itself. Both paths run the same commands from domain/operator.ts, except
// backup and restore of the embedded database (server/backup-commands.ts).
import { resolve } from 'node:path';
import { backup, BACKUP_USAGE, BackupRefused, restore } from './backup-commands.ts';
import { databaseOptionsFromEnv, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedOnFirstStart } from './seed/seed.ts';
import { DomainError } from './domain/errors.ts';
import { checkOperatorArgs, runOperatorCommand, UsageError } from './domain/operator.ts';
import { liveServer, readAdminToken } from './runtime-files.ts';

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const [command = '', ...args] = process.argv.slice(2);

function finish(code: number, line: string): never {
  (code === 0 ? console.log : console.error)(line);
  process.exit(code);
}

interface AdminAnswer {
  code: number;
  msg: string;
  data: { result: string } | null;
}

/** The server's answer, or undefined when no server listens there. */
async function viaServer(port: number, token: string): Promise<AdminAnswer | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/admin/${encodeURIComponent(command)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify({ args }),
      signal: AbortSignal.timeout(10_000),
    });
    return (await response.json()) as AdminAnswer;
  } catch {
    return undefined;
  }
}

async function directly(): Promise<string> {
  const db = openDatabase(databaseOptionsFromEnv(process.env, dataDir));
  try {
    // Same start-up as the server, so a command on a fresh database does not stop the first-start seed.
    await migrate(db);
    await seedOnFirstStart(db, Date.now());
    return await runOperatorCommand(db, command, args, Date.now());
  } finally {
    await db.destroy();
  }
}

if (command === 'backup' || command === 'restore') {
  if (args.length !== 1) finish(2, `Usage: npm run admin -- ${command} <file>`);
  const context = { dataDir, databaseUrl: process.env.DATABASE_URL, port: process.env.PORT };
  try {
    finish(0, command === 'backup' ? await backup(context, args[0]!) : await restore(context, args[0]!, Date.now()));
  } catch (error) {
    if (error instanceof BackupRefused) finish(1, error.message);
    finish(1, `Failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

try {
  checkOperatorArgs(command, args);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // The full list (an unknown command) also names the two commands handled here.
  finish(2, message.includes('<command>') ? [message, ...BACKUP_USAGE.map((u) => `  ${u}`)].join('\n') : message);
}

const running = liveServer(dataDir);
const token = readAdminToken(dataDir);
const port = Number(process.env.PORT || running?.port || 3000);
const answer = token ? await viaServer(port, token) : undefined;
if (answer) {
  if (answer.code === 0 && answer.data) finish(0, answer.data.result);
  finish(answer.code === 400 ? 2 : 1, answer.msg);
}
if (running && !process.env.DATABASE_URL)
  finish(1, `A server (pid ${running.pid}, port ${running.port}) holds the database but did not answer; try again or stop it first.`);

try {
  finish(0, await directly());
} catch (error) {
  if (error instanceof UsageError) finish(2, error.message);
  if (error instanceof DomainError) finish(1, error.message);
  finish(1, `Failed: ${error instanceof Error ? error.message : String(error)}`);
}
