import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.ts';
import { freePortSync } from './scripts/free-port.ts';

// A free port unless E2E_PORT names one, so a server already on a fixed port cannot stop the suite from running.
const port = Number(process.env.E2E_PORT || freePortSync());
// A fresh embedded database for every run: the e2e server never touches ./data or DATABASE_URL.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pisowin-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx tsx server/server.ts',
    url: `http://localhost:${port}/version.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      DATABASE_URL: '',
      TEST_HOOKS: '1',
      RATE_LIMIT_ADDRESS_FACTOR: '50',
    },
  },
});
