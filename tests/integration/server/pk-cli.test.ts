// The red versus blue operator commands as an operator runs them (npm run admin -- pk ...), on the database itself:
// open a period, set its pool, list it, end it, settle it; bad arguments print the usage and exit 2.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCli } from './admin-cli-run.ts';
import { migratedDataDir } from '../../support/db-templates.ts';

const CLI_TEST_TIMEOUT_MS = 300_000;
const dataDir = await migratedDataDir('pisowin-pk-cli-');

/** Port 1 has no server: the CLI works on the database in DATA_DIR. */
const admin = (args: string[]) => runAdminCli(dataDir, args);

describe('admin CLI: pk', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'opens, prices, lists, ends and settles a period; bad arguments exit 2 with the usage',
    async () => {
      const opened = await admin(['pk', 'open']);
      expect(opened.code, opened.stderr).toBe(0);
      const id = opened.stdout.match(/^Period (\d+) is open/)?.[1];
      expect(id).toBeDefined();
      expect((await admin(['pk', 'pool', id!, '500'])).stdout).toBe(`Period ${id} pool is ₱500.00\n`);
      expect((await admin(['pk', 'list'])).stdout).toMatch(
        new RegExp(`^#${id} .* pool ₱500\\.00; red 0 members ₱0\\.00, blue 0 members ₱0\\.00; sign-up open`),
      );
      expect((await admin(['pk', 'end', id!])).code).toBe(0);
      expect((await admin(['pk', 'settle', id!])).stdout).toBe(`Period ${id} settled: winner none, ₱0.00 paid to 0 players\n`);
      const bad = await admin(['pk', 'pool', id!]);
      expect(bad.code).toBe(2);
      expect(bad.stderr.trim()).toBe('Usage: npm run admin -- pk list | pk pool <periodId> <pesos> | pk open | pk end <periodId> | pk settle <periodId>');
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
