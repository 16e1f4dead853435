// The mall's operator commands as an operator runs them: `npm run admin -- mall ...` and `orders ...` on the database
// itself (no server), with the usage and exit code 2 on bad arguments.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCli } from './admin-cli-run.ts';
import { migratedDataDir } from '../../support/db-templates.ts';

/** Each CLI run is a cold Node process loading the server: seconds alone, far more on a loaded machine. */
const CLI_TEST_TIMEOUT_MS = 240_000;
const dataDir = await migratedDataDir('pisowin-mall-admin-');

/** Port 1 has no server: the CLI opens the database itself. */
const admin = (args: string[]) => runAdminCli(dataDir, args);

describe('mall admin CLI', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'lists the seeded goods, adds one, and refuses bad arguments with the usage',
    async () => {
      expect((await admin(['mall', 'goods', 'list'])).stdout).toContain('#1 PisoWin tumbler: 300 diamonds (worth ₱350.00), stock 50');
      const added = await admin(['mall', 'goods', 'add', '200', '250', '12', 'PisoWin', 'umbrella']);
      expect(added).toMatchObject({ code: 0 });
      expect(added.stdout).toMatch(/Added goods #5 PisoWin umbrella: 200 diamonds, stock 12/);
      expect((await admin(['orders', 'list'])).stdout.trim()).toBe('No open orders');
      const bad = await admin(['orders', 'ship']);
      expect(bad.code).toBe(2);
      expect(bad.stderr.trim()).toBe('Usage: npm run admin -- orders list | orders ship <id> [tracking] | orders deliver <id>');
      const missing = await admin(['orders', 'ship', '999']);
      expect(missing.code).not.toBe(0);
      expect(missing.stderr).toContain('No order 999');
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
