// `npm test`: type checking, unit and integration tests (vitest), then the built app end to end (Playwright).
// Prints one closing line "N passed, N failed" summing every suite, and writes it to reports/summary.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { findChromium, NO_CHROMIUM_HELP } from './find-chromium.ts';

mkdirSync('reports', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

// 1. Types: the router plugin writes src/routeTree.gen.ts during the build, so build first.
const build = run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
const types = build === 0 ? run('typecheck', 'npm', ['run', '--silent', 'typecheck']) : 1;
if (build === 0) totals.passed += 1;
else totals.failed += 1;
if (types === 0) totals.passed += 1;
else totals.failed += 1;

// 2. Unit and integration tests.
const vitestReport = 'reports/vitest.json';
run('unit and integration tests', 'npx', ['vitest', 'run'], { VITEST_JSON: vitestReport });
const vitest = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTotalTestSuites: number; success: boolean }>(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests;
} else totals.failed += 1;

// 3. End to end, in Chromium, against the built app and the real server.
if (build !== 0) {
  console.log('\nSkipping end-to-end tests: the build failed.');
  totals.failed += 1;
} else if (!findChromium()) {
  console.log(`\n${NO_CHROMIUM_HELP}`);
  totals.failed += 1;
} else {
  const e2eReport = 'reports/playwright.json';
  run('end-to-end tests', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON: e2eReport });
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(e2eReport);
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
  } else totals.failed += 1;
}

writeFileSync('reports/summary.json', JSON.stringify(totals));
if (totals.skipped) console.log(`\n${totals.skipped} skipped`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
