// `npm test`: the build and its size budgets, type checking, unit and integration tests (vitest), then the built app end to end (Playwright).
// Prints one closing line "N passed, N failed" summing every suite, and writes it to reports/summary.json. A suite that
// did not run, or ran fewer tests than it listed, counts as failed (scripts/suite-verdict.ts).
//
// After the build, the end-to-end tests run in the foreground and everything else (type checking, size budgets, lint,
// vitest) runs beside them at the lowest CPU priority (nice 19). Both are bound by CPU, but one Playwright worker
// leaves about a fifth of two cores idle (its browser waits on the server and the server on the browser); the
// background steps take that time and give way whenever the browser wants a core. Their output goes to
// reports/<step>.log and is printed whole when the step ends. TEST_SERIAL=1 runs them one after the other instead.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findChromium, NO_CHROMIUM_HELP } from './find-chromium.ts';
import { playwrightVerdict, vitestVerdict, type Counts, type PlaywrightReport, type VitestReport } from './suite-verdict.ts';

mkdirSync('reports', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems: string[] = [];
const serial = process.env.TEST_SERIAL === '1';
/** `nice` lowers a step's priority where there is one (not on Windows); the step's children inherit it. */
const niceable = process.platform !== 'win32';

function exitCode(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((done) => {
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
}

/** A step in the foreground, its output shown as it comes. */
function run(label: string, command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  console.log(`\n=== ${label} ===`);
  return exitCode(spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }));
}

/** A step beside the end-to-end tests (or in the foreground under TEST_SERIAL=1): niced, its output kept in a file and shown whole when it ends. */
async function runBeside(label: string, command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  if (serial) return run(label, command, args, env);
  const log = `reports/${label.replace(/[^a-z]+/g, '-')}.log`;
  const out = openSync(log, 'w');
  const [program, programArgs] = niceable ? ['nice', ['-n', '19', command, ...args]] : [command, args];
  const code = await exitCode(spawn(program, programArgs, { stdio: ['ignore', out, out], env: { ...process.env, ...env } }));
  closeSync(out);
  console.log(`\n=== ${label} (beside the end-to-end tests; ${log}) ===\n${readFileSync(log, 'utf8').trimEnd()}`);
  return code;
}

/** A command's standard output, or '' when it fails; niced when `beside` the end-to-end tests. */
function capture(command: string, args: string[], beside: boolean): Promise<string> {
  const [program, programArgs] = beside && niceable && !serial ? ['nice', ['-n', '19', command, ...args]] : [command, args];
  const child = spawn(program, programArgs, { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return exitCode(child).then((code) => (code === 0 ? out : ''));
}

/** A report from an earlier run must never stand in for this one. */
async function freshReport<T>(path: string, runIt: () => Promise<number>): Promise<{ exitCode: number; report: T | null }> {
  rmSync(path, { force: true });
  const code = await runIt();
  return { exitCode: code, report: existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null };
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

// 1. The build: the end-to-end tests need dist/, and type checking the route tree it writes (src/routeTree.gen.ts).
const build = await run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
step(build === 0, 'the build failed');

// 2. Type checking, size budgets, lint, then the unit and integration tests.
async function checksAndVitest(): Promise<void> {
  step(build === 0 && (await runBeside('typecheck', 'npm', ['run', '--silent', 'typecheck'])) === 0, 'type checking failed');
  // The first screen's JS, every lazy chunk and the service worker against their budgets (scripts/size-budgets.ts).
  step(build === 0 && (await runBeside('size budgets', 'npx', ['tsx', 'scripts/size-check.ts'])) === 0, 'a bundle is over its size budget (npm run size)');
  step((await runBeside('lint', 'npm', ['run', '--silent', 'lint'])) === 0, 'lint failed: a boundary, a cycle, a lint rule or formatting (npm run lint)');
  const listedFiles = (JSON.parse((await capture('npx', ['vitest', 'list', '--filesOnly', '--json'], true)) || '[]') as { file: string }[]).map((f) =>
    resolve(f.file),
  );
  const vitest = await freshReport<VitestReport>('reports/vitest.json', () =>
    runBeside('unit and integration tests', 'npx', ['vitest', 'run'], { VITEST_JSON: 'reports/vitest.json' }),
  );
  add(vitestVerdict(vitest.exitCode, vitest.report, listedFiles));
  if (listedFiles.length === 0) fail('vitest listed no test files');
}

// 3. End to end, in Chromium, against the built app and the real server: one server and database per Playwright worker.
async function endToEnd(): Promise<void> {
  if (build !== 0) return fail('end-to-end tests skipped: the build failed');
  if (!findChromium()) {
    console.log(`\n${NO_CHROMIUM_HELP}`);
    return fail('no Chromium for the end-to-end tests');
  }
  const listing = await capture('npx', ['playwright', 'test', '--list', '--reporter=json'], false);
  const listed = listing ? countSpecs(listing) : 0;
  const e2e = await freshReport<PlaywrightReport>('reports/playwright.json', () =>
    run('end-to-end tests', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON: 'reports/playwright.json' }),
  );
  add(playwrightVerdict(e2e.exitCode, e2e.report, listed));
  if (listed === 0) fail('Playwright listed no tests');
}

if (serial) {
  await checksAndVitest();
  await endToEnd();
} else await Promise.all([checksAndVitest(), endToEnd()]);

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
