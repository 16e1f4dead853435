import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.ts';

// Each worker runs its own server on a free port with a fresh embedded database (tests/e2e/test.ts), so specs that
// flip global switches (maintenance, start modals, live streams) never meet. A worker keeps about 1.5 cores busy
// (Chromium's renderer, browser and compositor, and the server): one worker per two cores, so a 2-core machine runs
// one spec at a time. Two there ran the whole suite in 25.0 min against 27.5 min for one (2026-11-29), each test
// taking up to twice as long (the table and arcade test 52 s -> 1.9 min) and so nearer its time-out: not worth the
// margin. E2E_WORKERS overrides it.
const workers = Number(process.env.E2E_WORKERS || Math.max(1, Math.floor(availableParallelism() / 2)));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
    // A failed test keeps its trace: actions, DOM snapshots and sources. The trace's screencast (a frame for every
    // paint) is off: it doubled Chromium's work and made a test take twice as long (the mail spec 47 s -> 24 s
    // without it). E2E_TRACE_SHOTS=1 puts it back when a failure needs the film.
    trace: process.env.E2E_TRACE_SHOTS ? 'retain-on-failure' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
});
