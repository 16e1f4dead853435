// The operator CLI as an operator runs it (`npm run admin -- <args>`), in a cold Node process of its own, for the tests
// of its commands. Never throws: a failed run answers its exit code and what it printed.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs server/admin.ts on `dataDir` with `env` on top. PORT defaults to 1, where no server listens, so the CLI works
 * on the database in the directory unless a test points it at a running server.
 */
export async function runAdminCli(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '1', DATABASE_URL: '', ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CliResult;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
