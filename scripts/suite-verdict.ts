// How `npm test` turns a runner's exit code and JSON report into counts. A suite that did not run counts as failed:
// a runner that exits non-zero with no failed test, a report with errors outside any test, a missing report, or fewer
// tests (or files) run than were listed before the run.

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Why the suite counts a failure that no test reported. */
  problems: string[];
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  success: boolean;
  testResults: { name: string; status: string; message?: string; assertionResults: unknown[] }[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
}

/** Each problem is a failure no test reported, so the closing line can never read "0 failed" when a suite did not run. */
function withProblems(counts: Omit<Counts, 'problems'>, problems: string[]): Counts {
  return { ...counts, failed: counts.failed + problems.length, problems };
}

/** `listedFiles`: the test files `vitest list --filesOnly` found before the run. */
export function vitestVerdict(exitCode: number, report: VitestReport | null, listedFiles: string[]): Counts {
  if (!report) return withProblems({ passed: 0, failed: 0, skipped: 0 }, [`vitest wrote no report (exit code ${exitCode})`]);
  const problems: string[] = [];
  const ran = new Set(report.testResults.map((file) => file.name));
  const missing = listedFiles.filter((file) => !ran.has(file));
  if (missing.length > 0) problems.push(`vitest listed ${missing.length} test file(s) it did not run: ${missing.slice(0, 3).join(', ')}`);
  // A file that failed to load or crashed in a hook has no failed test of its own.
  for (const file of report.testResults) if (file.status === 'failed' && file.message) problems.push(`${file.name}: ${file.message.split('\n')[0]}`);
  if (exitCode !== 0 && report.numFailedTests === 0 && problems.length === 0) problems.push(`vitest exited with code ${exitCode}`);
  return withProblems({ passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) }, problems);
}

/** `listedTests`: how many tests `playwright test --list` found before the run. */
export function playwrightVerdict(exitCode: number, report: PlaywrightReport | null, listedTests: number): Counts {
  if (!report) return withProblems({ passed: 0, failed: 0, skipped: 0 }, [`Playwright wrote no report (exit code ${exitCode})`]);
  const { expected, unexpected, flaky, skipped } = report.stats;
  const problems: string[] = [];
  for (const error of report.errors ?? []) problems.push(`Playwright: ${(error.message ?? 'an error outside any test').split('\n')[0]}`);
  const ran = expected + unexpected + flaky + skipped;
  if (ran < listedTests) problems.push(`Playwright listed ${listedTests} tests but ran ${ran}`);
  if (exitCode !== 0 && unexpected === 0 && problems.length === 0) problems.push(`Playwright exited with code ${exitCode}`);
  return withProblems({ passed: expected + flaky, failed: unexpected, skipped }, problems);
}
