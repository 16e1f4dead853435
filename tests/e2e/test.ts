// Every spec imports `test` and `expect` from here: each Playwright worker runs its own server and database
// (tests/e2e/server.ts), which is the baseURL of its pages and the server the operator's commands (support.ts admin) go to.
import { test as base } from '@playwright/test';
import { startE2eServer, type E2eServer } from './server.ts';

export { expect } from '@playwright/test';

export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startE2eServer(`w${workerInfo.workerIndex}`);
      // A worker is a process of its own: support.ts admin reads these to reach this worker's server and database.
      process.env.E2E_PORT = String(server.port);
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => use(server.origin),
});
