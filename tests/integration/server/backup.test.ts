// `npm run admin -- backup <file>` and `restore <file>` as an operator runs them on the embedded database: a backup
// taken, the data changed, the backup restored and the data back; a backup through the running server; a restore
// refused while a server runs on the directory, on PostgreSQL, and for a file that is not a backup.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { openPglite } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { readMaintenance, writeConfigValue, writeMaintenance } from '../../../server/domain/app-config.ts';
import { seed } from '../../../server/seed/seed.ts';
import { removeRuntimeFiles, writeRuntimeFiles } from '../../../server/runtime-files.ts';
import { runAdminCli } from './admin-cli-run.ts';
import { migratedDataDir } from '../../support/db-templates.ts';

/** Each CLI run is a cold Node process loading the server (PGlite, sharp): seconds alone, far more on a loaded CI machine. */
const CLI_TEST_TIMEOUT_MS = 180_000;
const dataDir = await migratedDataDir('pisowin-backup-');
const files = mkdtempSync(join(tmpdir(), 'pisowin-backup-files-'));

/** With no PORT the CLI finds a running server from the directory's runtime files. */
const admin = (args: string[], env: Record<string, string> = {}) => runAdminCli(dataDir, args, { PORT: '', ...env });

/** Opens the data directory's database for a moment. */
async function withDb<T>(use: (db: ReturnType<typeof openPglite>) => Promise<T>): Promise<T> {
  const db = openPglite(join(dataDir, 'pglite'));
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

const configKeys = async (db: ReturnType<typeof openPglite>) => (await db.selectFrom('app_config').select('key').orderBy('key').execute()).map((r) => r.key);

describe('admin backup and restore', () => {
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  });

  it(
    'backs up, and restoring the backup brings back data changed since; the replaced database is kept',
    async () => {
      const keys = await withDb(async (db) => {
        await migrate(db);
        await seed(db, Date.now());
        await writeMaintenance(db, { status: true, message: 'Before the backup' });
        return configKeys(db);
      });
      const file = join(files, 'first.tar.gz');
      const backedUp = await admin(['backup', file]);
      expect(backedUp.code, backedUp.stderr).toBe(0);
      expect(backedUp.stdout).toContain(`to ${file}`);
      expect(existsSync(file)).toBe(true);
      expect((await admin(['backup', file])).stderr).toContain('exists already');

      await withDb(async (db) => {
        await writeMaintenance(db, { status: false, message: '' });
        await writeConfigValue(db, 'writtenAfterTheBackup', 1);
      });

      const restored = await admin(['restore', file]);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('Restored');
      await withDb(async (db) => {
        expect(await readMaintenance(db)).toEqual({ status: true, message: 'Before the backup' });
        expect(await configKeys(db)).toEqual(keys);
      });
      expect(readdirSync(dataDir).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'backs up through the running server, and refuses to restore while it runs',
    async () => {
      const db = openPglite(join(dataDir, 'pglite'));
      const app = await buildApp({ db, adminToken: 'backup-test-token' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      writeRuntimeFiles(dataDir, 'backup-test-token', { pid: process.pid, port });
      const file = join(files, 'live.tar.gz');
      try {
        await writeMaintenance(db, { status: true, message: 'Taken live' });
        // The server holds the PGlite directory, so a backup here can only have come through it.
        const backedUp = await admin(['backup', file], { PORT: String(port) });
        expect(backedUp.code, backedUp.stderr).toBe(0);
        const refused = await admin(['restore', file]);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('stop it first');
        await writeMaintenance(db, { status: false, message: '' });
      } finally {
        removeRuntimeFiles(dataDir);
        await app.close();
        await db.destroy();
      }
      const restored = await admin(['restore', file]);
      expect(restored.code, restored.stderr).toBe(0);
      await withDb(async (db2) => expect(await readMaintenance(db2)).toEqual({ status: true, message: 'Taken live' }));
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a file that is not a backup and changes nothing; on PostgreSQL it names pg_dump and pg_restore',
    async () => {
      const junk = join(files, 'junk.tar.gz');
      writeFileSync(junk, 'not a tarball');
      const before = readdirSync(dataDir).sort();
      const refused = await admin(['restore', junk]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('nothing was changed');
      expect(readdirSync(dataDir).sort()).toEqual(before);
      await withDb(async (db) => expect(await readMaintenance(db)).toEqual({ status: true, message: 'Taken live' }));

      const postgres = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
      const backup = await admin(['backup', join(files, 'pg.dump')], postgres);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain('pg_dump');
      const restore = await admin(['restore', junk], postgres);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('pg_restore');
      expect((await admin(['restore'])).code).toBe(2);
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
