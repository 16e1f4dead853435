// `npm run admin -- backup <file>` and `restore <file>` for the embedded database. A backup is taken by the running
// server when there is one (it holds the PGlite directory), else from the directory itself. A restore replaces the
// directory, so it refuses while a server runs on it. On PostgreSQL both refuse and name pg_dump and pg_restore.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { dumpEmbedded, holdsDatabase, pgliteDirOf, POSTGRES_BACKUP_HELP, restoreEmbedded } from './db/backup.ts';
import { openPglite } from './db/database.ts';
import { liveServer, readAdminToken } from './runtime-files.ts';

export const BACKUP_USAGE = ['backup <file>', 'restore <file>'];

/** A refusal or failure the CLI prints and exits 1 on. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export interface BackupContext {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The port to ask when no server is recorded (env PORT). */
  port: string | undefined;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Writes the file whole or not at all: a partial backup must never look like a good one. */
function writeWhole(file: string, bytes: Uint8Array): void {
  const partial = `${file}.partial`;
  try {
    writeFileSync(partial, bytes, { mode: 0o600 });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw new BackupRefused(`Cannot write ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function viaServer(port: number, token: string): Promise<Uint8Array | { refused: string } | undefined> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/admin/backup`, {
      method: 'POST',
      headers: { 'x-admin-token': token },
      signal: AbortSignal.timeout(120_000),
    });
  } catch {
    return undefined;
  }
  if (response.ok && response.headers.get('content-type')?.startsWith('application/gzip')) return new Uint8Array(await response.arrayBuffer());
  const answer = (await response.json().catch(() => null)) as { msg?: string } | null;
  return { refused: answer?.msg ?? `The server answered ${response.status}` };
}

export async function backup(context: BackupContext, fileArg: string): Promise<string> {
  if (context.databaseUrl) throw new BackupRefused(POSTGRES_BACKUP_HELP);
  const file = resolve(fileArg);
  if (existsSync(file)) throw new BackupRefused(`${file} exists already: name a new file (a backup never overwrites one).`);
  const running = liveServer(context.dataDir);
  const token = readAdminToken(context.dataDir);
  let tarball: Uint8Array | undefined;
  if (running && token) {
    const answer = await viaServer(Number(context.port || running.port), token);
    if (answer && 'refused' in answer) throw new BackupRefused(answer.refused);
    if (!answer)
      throw new BackupRefused(`A server (pid ${running.pid}, port ${running.port}) holds the database but did not answer; try again or stop it first.`);
    tarball = answer;
  } else {
    const dir = pgliteDirOf(context.dataDir);
    if (!holdsDatabase(dir)) throw new BackupRefused(`No database in ${dir} to back up (is DATA_DIR right?).`);
    const db = openPglite(dir);
    try {
      tarball = await dumpEmbedded(db);
    } finally {
      await db.destroy();
    }
  }
  writeWhole(file, tarball);
  return `Backed up the database in ${pgliteDirOf(context.dataDir)} to ${file} (${mb(tarball.length)}).`;
}

export async function restore(context: BackupContext, fileArg: string, now: number): Promise<string> {
  if (context.databaseUrl) throw new BackupRefused(POSTGRES_BACKUP_HELP);
  const running = liveServer(context.dataDir);
  if (running) throw new BackupRefused(`A server (pid ${running.pid}, port ${running.port}) runs on ${context.dataDir}: stop it first, then restore.`);
  const file = resolve(fileArg);
  let tarball: Uint8Array;
  try {
    tarball = new Uint8Array(readFileSync(file));
  } catch (error) {
    throw new BackupRefused(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let restored;
  try {
    restored = await restoreEmbedded(context.dataDir, tarball, now);
  } catch (error) {
    throw new BackupRefused(error instanceof Error ? error.message : String(error));
  }
  const kept = restored.previous ? ` The database it replaced is kept in ${restored.previous}: delete it once you are satisfied.` : '';
  return `Restored ${file} into ${pgliteDirOf(context.dataDir)} (${restored.migrations} migrations; the server applies newer ones when it starts).${kept}`;
}
