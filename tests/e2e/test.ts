// Every spec imports `test` and `expect` from here: each Playwright worker runs its own server and database
// (tests/e2e/server.ts), which is the baseURL of its pages and the server the operator's commands (support.ts admin) go to.
import { test as base, type Page } from '@playwright/test';
import { startE2eServer, type E2eServer } from './server.ts';

export { expect } from '@playwright/test';

/** What a failed test's log shows of its page: CI keeps only the log, not the screenshot or error-context.md. */
const LOG_LINES = 30;
const SNAPSHOT_CHARS = 4_000;

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
  // The page as Playwright makes it, with its console and errors kept: a test that fails prints them, the address and
  // what the page showed (its accessibility snapshot), so a failure met only in CI can be read from CI's log.
  page: async ({ page }, use, testInfo) => {
    const log: string[] = [];
    const keep = (line: string) => {
      log.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (log.length > LOG_LINES) log.shift();
    };
    page.on('console', (message) => keep(`console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => keep(`page error: ${error.message}`));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) keep(`navigated to ${frame.url()}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) console.log(await describePage(page, log));
  },
});

async function describePage(page: Page, log: string[]): Promise<string> {
  const snapshot = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: unknown) => `(no snapshot: ${String(error)})`);
  const worker = await page
    .evaluate(async () => {
      const reg = await navigator.serviceWorker?.getRegistration();
      const state = (sw: ServiceWorker | null | undefined) => sw?.state ?? 'none';
      return `controller ${state(navigator.serviceWorker?.controller)}; active ${state(reg?.active)}, waiting ${state(reg?.waiting)}, installing ${state(reg?.installing)}`;
    })
    .catch((error: unknown) => `(unknown: ${String(error)})`);
  return [
    `--- the page when the test failed: ${page.url()}`,
    `service worker: ${worker}`,
    `what it showed:\n${snapshot.length > SNAPSHOT_CHARS ? `${snapshot.slice(0, SNAPSHOT_CHARS)}\n...` : snapshot}`,
    `its last ${log.length} events:\n${log.join('\n')}`,
    '---',
  ].join('\n');
}
