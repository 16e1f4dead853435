// The operator's `activity` command as an operator runs it, in a process of its own on the database (no server).
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCli } from './admin-cli-run.ts';
import { migratedDataDir } from '../../support/db-templates.ts';

/** Each CLI run is a cold Node process loading the server (PGlite, sharp): seconds alone, far more on a loaded machine. */
const CLI_TEST_TIMEOUT_MS = 180_000;
const dataDir = await migratedDataDir('pisowin-activity-cli-');

/** Port 1 has no server: the CLI opens the database itself. */
const admin = (args: string[]) => runAdminCli(dataDir, args);

describe('admin CLI: activity', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'lists and edits activities, prints its usage on bad words and a clear error for a missing row',
    async () => {
      const usage = await admin(['activity', 'set', '101', 'colour', 'red']);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run admin -- activity list | activity show <id>');
      const disabled = await admin(['activity', 'disable', '107']);
      expect(disabled).toMatchObject({ code: 0, stdout: 'Activity 107 disabled; apps see it on their next activity refresh\n' });
      const list = await admin(['activity', 'list']);
      expect(list.stdout).toContain('107\tsort 7\tlisted\toff\t1:/activity/lottery\tLottery');
      expect(list.stdout).toContain('112\tsort 12\tstart-modal\ton\t2:notice\tWelcome notice');
      const missing = await admin(['activity', 'show', '999']);
      expect(missing.code).toBe(1);
      expect(missing.stderr.trim()).toBe('No activity 999');
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
