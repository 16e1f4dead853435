// The real server for end-to-end tests: a process of its own on a free port with a fresh embedded database, serving
// the built app. Each Playwright worker starts one (tests/e2e/test.ts), so workers never share a database, a global
// switch (maintenance, start modals, live streams) or a rate limit; a spec that needs other settings starts its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePortSync } from '../../scripts/free-port.ts';
import { migratedDataDir } from '../support/db-templates.ts';

export interface E2eServer {
  origin: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

const READY_MS = 60_000;

type Env = Record<string, string>;

/** Starts server/server.ts with the e2e defaults and `env` (or `env(origin)`) on top; resolves once it says it is ready. */
export async function startE2eServer(name: string, env: Env | ((origin: string) => Env) = {}): Promise<E2eServer> {
  const port = freePortSync();
  // The tests' migrated, empty database (a start took about 10 s with PGlite's initdb and the migrations).
  const dataDir = await migratedDataDir(`pisowin-e2e-${name}-`);
  const origin = `http://localhost:${port}`;
  // Its log goes to a file a failing run can be read from (the list reporter's output stays the tests').
  mkdirSync('reports', { recursive: true });
  const log = createWriteStream(join('reports', `e2e-server-${name}.log`));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      DATABASE_URL: '',
      TEST_HOOKS: '1',
      RATE_LIMIT_ADDRESS_FACTOR: '50',
      ...(typeof env === 'function' ? env(origin) : env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the e2e server did not start in ${READY_MS} ms: ${output}`)), READY_MS);
    const seen = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('is ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout!.on('data', seen);
    server.stderr!.on('data', seen);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the e2e server exited with ${code}: ${output}`));
    });
  });
  return {
    origin,
    port,
    dataDir,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
