// `npm test`: the build and its size budgets, type checking, unit and integration tests (vitest), then the built app end to end (Playwright).
// Prints one closing line "N passed, N failed" summing every suite, and writes it to reports/summary.json. A suite that
// did not run, or ran fewer tests than it listed, counts as failed (scripts/suite-verdict.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findChromium, NO_CHROMIUM_HELP } from './find-chromium.ts';
import { playwrightVerdict, vitestVerdict, type Counts, type PlaywrightReport, type VitestReport } from './suite-verdict.ts';

mkdirSync('reports', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems: string[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function capture(command: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } });
  return result.status === 0 ? result.stdout : '';
}

/** A report from an earlier run must never stand in for this one. */
function freshReport<T>(path: string, runIt: () => number): { exitCode: number; report: T | null } {
  rmSync(path, { force: true });
  const exitCode = runIt();
  return { exitCode, report: existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null };
}

function add(counts: Counts): void {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  problems.push(...counts.problems);
}

function fail(problem: string): void {
  totals.failed += 1;
  problems.push(problem);
}
/** A step with no tests of its own (the build, type checking) counts as one test. */
function step(ok: boolean, problem: string): void {
  if (ok) totals.passed += 1;
  else fail(problem);
}

// 1. Types: the router plugin writes src/routeTree.gen.ts during the build, so build first.
const build = run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
step(build === 0, 'the build failed');
step(build === 0 && run('typecheck', 'npm', ['run', '--silent', 'typecheck']) === 0, 'type checking failed');
// The first screen's JS, every lazy chunk and the service worker against their budgets (scripts/size-budgets.ts).
step(build === 0 && run('size budgets', 'npx', ['tsx', 'scripts/size-check.ts']) === 0, 'a bundle is over its size budget (npm run size)');
step(run('lint', 'npm', ['run', '--silent', 'lint']) === 0, 'lint failed: a boundary, a cycle, a lint rule or formatting (npm run lint)');

// 2. Unit and integration tests.
const listedFiles = (JSON.parse(capture('npx', ['vitest', 'list', '--filesOnly', '--json']) || '[]') as { file: string }[]).map((f) => resolve(f.file));
const vitest = freshReport<VitestReport>('reports/vitest.json', () =>
  run('unit and integration tests', 'npx', ['vitest', 'run'], { VITEST_JSON: 'reports/vitest.json' }),
);
add(vitestVerdict(vitest.exitCode, vitest.report, listedFiles));
if (listedFiles.length === 0) fail('vitest listed no test files');

// 3. End to end, in Chromium, against the built app and the real server: one server and database per Playwright worker.
if (build !== 0) fail('end-to-end tests skipped: the build failed');
else if (!findChromium()) {
  console.log(`\n${NO_CHROMIUM_HELP}`);
  fail('no Chromium for the end-to-end tests');
} else {
  const listing = capture('npx', ['playwright', 'test', '--list', '--reporter=json']);
  const listed = listing ? countSpecs(listing) : 0;
  const e2e = freshReport<PlaywrightReport>('reports/playwright.json', () =>
    run('end-to-end tests', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON: 'reports/playwright.json' }),
  );
  add(playwrightVerdict(e2e.exitCode, e2e.report, listed));
  if (listed === 0) fail('Playwright listed no tests');
}

/** `--list --reporter=json` has the suites but no run stats: count the tests of every spec. */
function countSpecs(listing: string): number {
  let count = 0;
  const walk = (suite: { specs?: { tests?: unknown[] }[]; suites?: unknown[] }) => {
    for (const spec of suite.specs ?? []) count += spec.tests?.length ?? 1;
    for (const child of suite.suites ?? []) walk(child as typeof suite);
  };
  for (const suite of (JSON.parse(listing) as { suites?: unknown[] }).suites ?? []) walk(suite as Parameters<typeof walk>[0]);
  return count;
}

writeFileSync('reports/summary.json', JSON.stringify(totals));
if (problems.length > 0) console.log(`\nSuites that did not run cleanly:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
if (!process.env.DATABASE_URL) console.log('\nDATABASE_URL is not set: the PostgreSQL races and the multi-process tests (npm run start:cluster) were skipped.');
if (totals.skipped) console.log(`\n${totals.skipped} skipped`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
