// The closing line of `npm test` must count a suite that did not run as failed, never as "0 failed".
import { describe, expect, it } from 'vitest';
import { playwrightVerdict, vitestVerdict, type PlaywrightReport, type VitestReport } from '../../../scripts/suite-verdict.ts';

const file = (name: string, status: string, message = '') => ({ name, status, message, assertionResults: [] });
const vitestReport = (over: Partial<VitestReport>): VitestReport => ({
  numPassedTests: 10,
  numFailedTests: 0,
  numPendingTests: 0,
  success: true,
  testResults: [file('/a.test.ts', 'passed'), file('/b.test.ts', 'passed')],
  ...over,
});
const e2eReport = (over: Partial<PlaywrightReport['stats']>, errors: PlaywrightReport['errors'] = []): PlaywrightReport => ({
  stats: { expected: 27, unexpected: 0, flaky: 0, skipped: 0, ...over },
  errors,
});

describe('vitestVerdict', () => {
  it.each([
    ['a clean run', 0, vitestReport({}), ['/a.test.ts', '/b.test.ts'], { passed: 10, failed: 0 }],
    ['failed tests', 1, vitestReport({ numFailedTests: 2, success: false }), ['/a.test.ts', '/b.test.ts'], { passed: 10, failed: 2 }],
    ['no report', 1, null, ['/a.test.ts'], { passed: 0, failed: 1 }],
    [
      'a file that crashed on import',
      1,
      vitestReport({ testResults: [file('/a.test.ts', 'passed'), file('/b.test.ts', 'failed', 'boom')] }),
      ['/a.test.ts', '/b.test.ts'],
      { passed: 10, failed: 1 },
    ],
    ['a listed file that never ran', 0, vitestReport({}), ['/a.test.ts', '/b.test.ts', '/c.test.ts'], { passed: 10, failed: 1 }],
    ['a non-zero exit with nothing failed', 1, vitestReport({}), ['/a.test.ts', '/b.test.ts'], { passed: 10, failed: 1 }],
  ] as const)('%s', (_name, exitCode, report, listed, expected) => {
    const verdict = vitestVerdict(exitCode, report as VitestReport | null, [...listed]);
    expect({ passed: verdict.passed, failed: verdict.failed }).toEqual(expected);
    if (expected.failed > 0 && (report?.numFailedTests ?? 0) === 0) expect(verdict.problems.length).toBeGreaterThan(0);
  });
});

describe('playwrightVerdict', () => {
  it.each([
    ['a clean run', 0, e2eReport({}), 27, { passed: 27, failed: 0 }],
    ['flaky tests pass, failures fail', 1, e2eReport({ expected: 24, flaky: 1, unexpected: 2 }), 27, { passed: 25, failed: 2 }],
    [
      'its web server never started (the port was taken)',
      1,
      e2eReport({ expected: 0 }, [{ message: 'Error: http://localhost:3100 is already used' }]),
      27,
      { passed: 0, failed: 2 },
    ],
    ['no report at all', 1, null, 27, { passed: 0, failed: 1 }],
    ['fewer tests ran than were listed', 0, e2eReport({ expected: 20 }), 27, { passed: 20, failed: 1 }],
    ['a non-zero exit with nothing failed', 1, e2eReport({}), 27, { passed: 27, failed: 1 }],
  ] as const)('%s', (_name, exitCode, report, listed, expected) => {
    const verdict = playwrightVerdict(exitCode, report as PlaywrightReport | null, listed);
    expect({ passed: verdict.passed, failed: verdict.failed }).toEqual(expected);
  });
});
