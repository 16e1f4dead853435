// `npm run bench -- lighthouse`: Lighthouse's mobile run (simulated 4x CPU slowdown and slow 4G) on / for a visitor (a
// fresh browser profile each run) and for a logged-in repeat visitor (the same profile logged in through the login
// screen first, storage kept), against the built app served by the real server on a fresh embedded database.
// Prints each run and the median of 3 of the performance score, CLS, TBT, LCP and FCP, then what the median run
// blames: the elements that shifted, the long tasks and the script time per file. Figures only, nothing asserted.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from '@playwright/test';
import { findChromium, NO_CHROMIUM_HELP } from '../../scripts/find-chromium.ts';
import { waitForServiceWorker } from '../e2e/support.ts';
import { logInThroughScreen } from './phone.ts';
import { codeCacheWork, describeCacheWork } from './code-cache.ts';

const PORT = Number(process.env.BENCH_PORT || 3211);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const OPENS = Number(process.env.LIGHTHOUSE_OPENS || 0);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

interface Run {
  score: number;
  cls: number;
  tbt: number;
  lcp: number;
  fcp: number;
  /** Lighthouse's own measure of the host's CPU (its benchmarkIndex; it takes under 1,000 as slower than it expects). */
  cpuIndex: number;
  /** The CPU slowdown Lighthouse simulated (4 for its mobile default). */
  slowdown: number;
  shifts: string[];
  longTasks: string[];
  scripts: string[];
  /** What V8's code cache cost the main thread (observed, not throttled): tests/bench/code-cache.ts. */
  cache: string;
  /** The main thread's work by kind (script evaluation, parse and compile, style and layout, rendering, ...). */
  work: string[];
}

type Audit = { numericValue?: number; details?: { items?: Record<string, unknown>[] } };
type Lhr = {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
};

const items = (audit: Audit | undefined) => audit?.details?.items ?? [];
const shortUrl = (url: unknown) => String(url).replace(BASE, '');

function summarise(lhr: Lhr, trace: unknown): Run {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    slowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    cache: describeCacheWork(codeCacheWork(trace as Parameters<typeof codeCacheWork>[0])),
    shifts: items(lhr.audits['layout-shifts'])
      .slice(0, 5)
      .map((item) => {
        const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
        return `${Number(item.score).toFixed(3)} ${node?.selector ?? '?'} (${String(node?.nodeLabel ?? '')
          .replace(/\s+/g, ' ')
          .slice(0, 40)})`;
      }),
    longTasks: items(lhr.audits['long-tasks'])
      .slice(0, 8)
      .map((item) => `${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms ${shortUrl(item.url)}`),
    scripts: items(lhr.audits['bootup-time'])
      .slice(0, 6)
      .map((item) => `${Math.round(Number(item.scripting))} ms script ${shortUrl(item.url)}`),
    work: items(lhr.audits['mainthread-work-breakdown'])
      .slice(0, 7)
      .map((item) => `${Math.round(Number(item.duration))} ms ${String(item.groupLabel ?? item.group)}`),
  };
}

async function startServer(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pisowin-lighthouse-'));
  const server = spawn('npx', ['tsx', 'server/server.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
    // Its own process group: npx starts the server as a grandchild, which a signal to npx alone would leave running.
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/version.json`)).ok) return stop;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  stop();
  throw new Error('server did not start');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

type Who = 'visitor' | 'player';

/** A player for the logged-in runs, registered through the API once. */
async function registerPlayer(): Promise<{ account: string; password: string }> {
  const account = `lh${Date.now().toString(36)}`.slice(0, 12);
  const password = 'secret123';
  const response = await fetch(`${BASE}/app/v1/accountRegist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password, confirmNotice: true }),
  });
  const answer = (await response.json()) as { code: number; msg?: string };
  if (answer.code !== 0) throw new Error(`could not register the Lighthouse player: ${answer.msg}`);
  return { account, password };
}

/**
 * Makes a browser profile a returning player's phone: Chromium opened on it, the app opened once, the 21+ notice
 * accepted, logged in through the login screen, the home drawn with the balance and the service worker in control,
 * then Chromium closed the way a player closes it (storage written out). Lighthouse then opens the app in Chromium
 * started again on that profile, without clearing storage: a returning player opening the app, in a fresh renderer.
 * (Audited in the browser that logged in, the first task of the load was Lighthouse's own start in the old page's
 * renderer, 120 to 140 ms unthrottled: its debugger walking the heap the login left there, which the 4x simulation
 * counted as 480 ms of blocking before the app ran.)
 */
async function logInFirst(chromePath: string, userDataDir: string, player: { account: string; password: string }): Promise<void> {
  await onProfile(chromePath, userDataDir, async (page) => {
    await logInThroughScreen(page, BASE, player.account, player.password);
    await page.locator('.balance-card').waitFor({ timeout: 30_000 });
    await waitForServiceWorker(page);
  });
  // LIGHTHOUSE_OPENS: how many more times the player opens the app (and closes Chromium) before the audited open. The
  // default, none, audits the second load of the entry, on which V8 makes its code cache; from one on, the audited
  // load reads that cache, as every later open of a returning player's phone does.
  for (let i = 0; i < OPENS; i++) {
    await onProfile(chromePath, userDataDir, async (page) => {
      await page.goto(`${BASE}/`);
      await page.locator('.balance-card').waitFor({ timeout: 30_000 });
      // Time for the code cache and IndexedDB to be written before Chromium closes.
      await page.waitForTimeout(3000);
    });
  }
}

/** Chromium started on the profile, `use` run in a new page, then Chromium closed the way a player closes it. */
async function onProfile(chromePath: string, userDataDir: string, use: (page: Page) => Promise<void>): Promise<void> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir });
  const exited = new Promise<void>((resolve) => chrome.process.once('exit', () => resolve()));
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await use(page);
    await page.close();
    // Browser.close, not a kill: Chromium writes IndexedDB, the caches and the service worker's registration out.
    const session = await browser.newBrowserCDPSession();
    await session.send('Browser.close').catch(() => undefined);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  } finally {
    chrome.kill();
  }
}

async function audit(chromePath: string, who: Who): Promise<void> {
  const runs: Run[] = [];
  const player = who === 'player' ? await registerPlayer() : null;
  // A run Lighthouse could not finish is made again, up to three times in all, so the medians are of RUNS runs.
  let failed = 0;
  for (let i = 0; runs.length < RUNS && failed <= 3; i++) {
    // A returning player's own profile, logged in by a first start of the browser; a visitor's is fresh each run.
    const userDataDir = player ? mkdtempSync(join(tmpdir(), 'pisowin-lighthouse-profile-')) : undefined;
    if (player && userDataDir) await logInFirst(chromePath, userDataDir, player);
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir });
    try {
      // A repeat visitor keeps what the first visit stored (the app shell in the service worker's cache, IndexedDB).
      const result = await lighthouse(`${BASE}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: who === 'player',
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const lhr = result.lhr as unknown as Lhr & { runtimeError?: { code?: string } };
      // A run Lighthouse could not finish (the page never painted in its window, on a loaded machine; or, seen on a
      // fast one, NO_NAVSTART: the trace missed the navigation's start) is reported and left out of the medians, not
      // counted as a zero.
      if (lhr.runtimeError?.code) {
        failed += 1;
        console.log(`${who} run ${i + 1}: failed (${lhr.runtimeError.code}), left out${failed <= 3 ? ' and run again' : ''}`);
        continue;
      }
      const { Trace } = result.artifacts as unknown as { Trace?: unknown };
      const run = summarise(lhr, Trace);
      runs.push(run);
      const traceDir = process.env.LIGHTHOUSE_TRACE;
      if (traceDir) {
        // The run's trace, to open in DevTools' performance panel; its times are the observed, unthrottled ones.
        mkdirSync(traceDir, { recursive: true });
        writeFileSync(join(traceDir, `${who}-${i + 1}.json`), JSON.stringify(Trace));
      }
      console.log(
        `${who} run ${i + 1}: performance ${run.score}, CLS ${run.cls.toFixed(3)}, TBT ${run.tbt.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, FCP ${run.fcp.toFixed(0)} ms (host CPU index ${run.cpuIndex})\n  ${run.cache}`,
      );
    } finally {
      chrome.kill();
      if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  const pick = (f: (r: Run) => number) => median(runs.map(f));
  const whom = who === 'visitor' ? 'a visitor' : `a logged-in repeat visitor${OPENS > 0 ? ` (after ${OPENS} more open${OPENS > 1 ? 's' : ''})` : ''}`;
  console.log(
    `Lighthouse mobile on / for ${whom}, median of ${runs.length}: performance ${pick((r) => r.score)}, CLS ${pick((r) => r.cls).toFixed(3)}, ` +
      `TBT ${pick((r) => r.tbt).toFixed(0)} ms, LCP ${pick((r) => r.lcp).toFixed(0)} ms, FCP ${pick((r) => r.fcp).toFixed(0)} ms, host CPU index ${pick((r) => r.cpuIndex)} ` +
      `(target: performance >= 95, CLS <= 0.02, TBT <= 100 ms)`,
  );
  // Lighthouse slows the host by a fixed factor whatever the host is, so the phone it stands for depends on the host.
  // DevTools' CPU calibration scores a mid-tier phone (a Pixel 5) 1,000 and a low-tier one (a Moto G4 Power 2022) 264.
  const slowdown = pick((r) => r.slowdown);
  const phone = Math.round(pick((r) => r.cpuIndex) / slowdown);
  console.log(`  the phone simulated: host CPU index / ${slowdown} = ${phone} (DevTools' calibration: a mid-tier phone 1000, a low-tier one 264)`);
  const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  if (!middle) return;
  console.log(`  layout shifts (median run): ${middle.shifts.join('; ') || 'none'}`);
  console.log(`  long tasks (median run): ${middle.longTasks.join('; ') || 'none'}`);
  console.log(`  script time by file (median run): ${middle.scripts.join('; ') || 'none'}`);
  console.log(`  main-thread work by kind (median run): ${middle.work.join('; ') || 'none'}`);
}

/** LIGHTHOUSE_AS: `visitor` or `player` for one of the two audits; both by default. */
export async function lighthouseBench(): Promise<void> {
  const chromePath = process.env.CHROME_PATH || findChromium();
  if (!chromePath) throw new Error(NO_CHROMIUM_HELP);
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const only = process.env.LIGHTHOUSE_AS;
  const audiences: Who[] = only === 'visitor' || only === 'player' ? [only] : ['visitor', 'player'];
  const stop = await startServer();
  try {
    // A first request warms the server (the database, the file cache) so the first run is not the odd one out.
    await fetch(`${BASE}/`);
    for (const who of audiences) await audit(chromePath, who);
  } finally {
    stop();
  }
}
