// The log SMS provider writes a line per SMS to the server log; the code in it is masked, so whoever reads the log
// (an operator, a log shipper) cannot sign in as the player. Local flows read codes from the test sink instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './helpers.ts';
import { freshMobile, sendCode } from './ways-in-helpers.ts';

describe.each(backends())('SMS log line on %s', (backend) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(backend, { testHooks: true, logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(() => t?.close());

  it('never writes the code, only its last two digits', async () => {
    const { normalised: mobile } = freshMobile();
    const code = await sendCode(t, 'register', mobile);
    const sms = lines.filter((line) => line.includes(mobile));
    expect(sms).toHaveLength(1);
    expect(sms[0]).not.toContain(code);
    expect(sms[0]).toContain(`••••${code.slice(-2)}`);
  });
});
