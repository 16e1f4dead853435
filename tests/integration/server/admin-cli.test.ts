// The operator CLI as an operator runs it: through the running server when there is one, else on the database itself.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app.ts';
import { openPglite } from '../../../server/db/database.ts';
import { readMaintenance } from '../../../server/domain/app-config.ts';
import { removeRuntimeFiles, writeRuntimeFiles } from '../../../server/runtime-files.ts';
import { runAdminCli } from './admin-cli-run.ts';
import { migratedDataDir } from '../../support/db-templates.ts';

/** Each CLI run is a cold Node process loading the server (PGlite, sharp): seconds alone, far more on a loaded CI machine. */
const CLI_TEST_TIMEOUT_MS = 180_000;
const dataDir = await migratedDataDir('pisowin-admin-');

/** Port 1 has no server: the CLI must fall back to the database when no server is recorded. */
const admin = (args: string[], port = 1) => runAdminCli(dataDir, args, { PORT: String(port) });

describe('admin CLI', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'prints the usage and exits 2 on bad arguments',
    async () => {
      const unknown = await admin(['bogus']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('Usage: npm run admin -- <command>');
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'works on the database directly when no server runs',
    async () => {
      const result = await admin(['maintenance', 'on', 'Closed', 'for', 'repairs']);
      expect(result).toMatchObject({ code: 0, stdout: 'Maintenance is on: "Closed for repairs"\n' });
      const badArgs = await admin(['sessions', 'revoke']);
      expect(badArgs.code).toBe(2);
      expect(badArgs.stderr.trim()).toBe('Usage: npm run admin -- sessions revoke <account>');
      const db = openPglite(join(dataDir, 'pglite'));
      expect(await readMaintenance(db)).toEqual({ status: true, message: 'Closed for repairs' });
      await db.destroy();
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'goes through the running server when there is one',
    async () => {
      const db = openPglite(join(dataDir, 'pglite'));
      const app = await buildApp({ db, adminToken: 'cli-test-token' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      writeRuntimeFiles(dataDir, 'cli-test-token', { pid: process.pid, port });
      try {
        // The server holds the PGlite directory, so a success here can only have come through HTTP.
        const off = await admin(['maintenance', 'off'], port);
        expect(off).toMatchObject({ code: 0, stdout: 'Maintenance is off\n' });
        expect(await readMaintenance(db)).toEqual({ status: false, message: '' });
        const missing = await admin(['sessions', 'revoke', 'ghost'], port);
        expect(missing.code).toBe(1);
        expect(missing.stderr.trim()).toBe('No account named "ghost"');
      } finally {
        removeRuntimeFiles(dataDir);
        await app.close();
        await db.destroy();
      }
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
