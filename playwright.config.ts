import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.ts';

// Each worker runs its own server on a free port with a fresh embedded database (tests/e2e/test.ts), so specs that
// flip global switches (maintenance, start modals, live streams) never meet. A worker keeps about 1.5 cores busy
// (Chromium's renderer, browser and compositor, and the server): one worker per two cores, so a 2-core machine runs
// one spec at a time. Two there ran the whole suite in 25.0 min against 27.5 min for one (2026-11-29), each test
// taking up to twice as long (the table and arcade test 52 s -> 1.9 min) and so nearer its time-out: not worth the
// margin. Without traces and screenshots, two workers again: 21.4 min, the machine busy 98% of the time, and one test
// failed under the load (2026-11-29, evening). E2E_WORKERS overrides it.
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
    // The phone asks for reduced motion, as a player may in the system settings: the app and the games then show each
    // result at once instead of after its reels, count-ups and sheets (DESIGN.md). A slot spin's result came
    // 11 s after its answer with the motion; five game-heavy specs took 242 s with it and 210 s without. The specs whose
    // subject is the motion itself (the slots, the wheel, the coin pusher, the live and fishing tables, the endless
    // glows) ask for it back with reducedMotion: 'no-preference'. E2E_MOTION=full runs every spec with the motion.
    reducedMotion: process.env.E2E_MOTION === 'full' ? 'no-preference' : 'reduce',
    // No trace unless asked: recording one costs even when it is kept only on failure (two specs, the table and arcade
    // games' and the mail's: 83-86 s without, 93-95 s with DOM snapshots), and CI keeps only the log. A failure still
    // leaves its screenshot and the page's accessibility snapshot (error-context.md).
    // E2E_TRACE=1 records actions, DOM snapshots and sources; E2E_TRACE=film adds the screencast (a frame for every paint).
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
});

function traceMode(asked: string | undefined) {
  if (!asked) return 'off' as const;
  if (asked === 'film') return 'retain-on-failure' as const;
  return { mode: 'retain-on-failure' as const, screenshots: false, snapshots: true, sources: true };
}
