// The real SMS gateways against local fakes: Semaphore and Twilio get the documented request with the sender and key
// from the environment; a failed send tells the player to try again, leaves no working code and uses up none of their
// sends; and neither the code nor a key ever reaches the server log.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { SMS_NOT_SENT } from '../../../server/domain/sms/codes.ts';
import { startFakeSemaphore, startFakeTwilio, type FakeSms } from '../../support/fake-sms.ts';
import { backends, startTestApp, type TestApp } from './helpers.ts';
import { freshMobile } from './ways-in-helpers.ts';

const SEMAPHORE_KEY = 'semaphore-key-0123456789abcdef';
const TWILIO_SID = 'AC0123456789abcdef0123456789abcdef';
const TWILIO_TOKEN = 'twilio-token-fedcba9876543210';
const saved = { ...process.env };

describe.each(backends())('SMS gateways on %s', (backend) => {
  let t: TestApp;
  let semaphore: FakeSms;
  let twilio: FakeSms;
  const lines: string[] = [];
  beforeAll(async () => {
    semaphore = await startFakeSemaphore(SEMAPHORE_KEY);
    twilio = await startFakeTwilio(TWILIO_SID, TWILIO_TOKEN);
    Object.assign(process.env, {
      SEMAPHORE_API_KEY: SEMAPHORE_KEY,
      SEMAPHORE_SENDER_NAME: 'PisoWin',
      SEMAPHORE_BASE_URL: semaphore.baseUrl,
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: twilio.baseUrl,
    });
    t = await startTestApp(backend, { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(async () => {
    process.env = { ...saved };
    await t?.close();
    await semaphore?.close();
    await twilio?.close();
  });
  afterEach(() => {
    semaphore.failWith = 0;
    twilio.failWith = 0;
    semaphore.answer = null;
    // Whatever happened, the log never carries a key or a full code.
    const log = lines.join('\n');
    expect(log).not.toContain(SEMAPHORE_KEY);
    expect(log).not.toContain(TWILIO_TOKEN);
    for (const sent of [...semaphore.received.map((r) => r.form.message), ...twilio.received.map((r) => r.form.Body)]) {
      const code = /\b(\d{6})\b/.exec(sent ?? '')?.[1];
      // Word-bounded: a log line's timestamps and ids may hold the same six digits by chance.
      if (code) expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    }
  });

  const send = (mobile: string, purpose = 'register') => t.post(calls.smsSend.path, { purpose, mobile });
  const register = (mobile: string, code: string) => t.post(calls.accountRegist4.path, { mobile, code, password: 'secret123', confirmNotice: true });
  const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')![1]!;

  describe('semaphore', () => {
    beforeAll(() => void (process.env.SMS_PROVIDER = 'semaphore'));

    it('sends the code with the API key and sender name, to 639...', async () => {
      const { normalised: mobile } = freshMobile();
      const answer = await send(mobile);
      expect(answer.json().code, answer.body).toBe(0);
      const request = semaphore.received.at(-1)!;
      expect(request.path).toBe('/api/v4/messages');
      expect(request.form).toMatchObject({ apikey: SEMAPHORE_KEY, sendername: 'PisoWin', number: mobile.slice(1) });
      expect(request.form.message).toMatch(/^Your PisoWin code is \d{6}\./);
      // The code the gateway delivered is the one that works.
      expect((await register(mobile, codeIn(request.form.message))).json().code).toBe(0);
    });

    it('says "try again" when the gateway fails, keeps no code, and counts no send', async () => {
      const { normalised: mobile } = freshMobile();
      semaphore.failWith = 500;
      const failed = await send(mobile);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().msg).toBe(SMS_NOT_SENT);
      const undelivered = codeIn(semaphore.received.at(-1)!.form.message);
      expect((await register(mobile, undelivered)).json().code).not.toBe(0);
      semaphore.failWith = 0;
      // No "a code was just sent" wait: the failed send did not use the per-minute slot.
      const again = await send(mobile);
      expect(again.json().code, again.body).toBe(0);
      expect((await register(mobile, codeIn(semaphore.received.at(-1)!.form.message))).json().code).toBe(0);
    });

    it('treats a 200 that is not a queued message as a failed send', async () => {
      // Semaphore answers field errors as an object keyed by field; a refunded or failed entry is no SMS either.
      for (const body of [{ number: ['The number format is invalid.'] }, [{ message_id: 1, status: 'Failed' }], []]) {
        semaphore.answer = { status: 200, body };
        expect((await send(freshMobile().normalised)).statusCode).toBe(502);
      }
      semaphore.answer = null;
    });

    it('fails a send with a wrong API key, and says nothing of the key', async () => {
      process.env.SEMAPHORE_API_KEY = 'not-the-key';
      const failed = await send(freshMobile().normalised);
      process.env.SEMAPHORE_API_KEY = SEMAPHORE_KEY;
      expect(failed.statusCode).toBe(502);
      expect(lines.join('\n')).not.toContain('not-the-key');
    });

    it('uses none of the hourly sends on failures', async () => {
      const { normalised: mobile } = freshMobile();
      semaphore.failWith = 503;
      for (let i = 0; i < 6; i += 1) expect((await send(mobile, 'register')).statusCode).toBe(502);
      semaphore.failWith = 0;
      expect((await send(mobile)).json().code).toBe(0);
    });
  });

  describe('twilio', () => {
    beforeAll(() => void (process.env.SMS_PROVIDER = 'twilio'));

    it('sends through the Messages API with Basic auth SID:token', async () => {
      const { normalised: mobile } = freshMobile();
      const answer = await send(mobile);
      expect(answer.json().code, answer.body).toBe(0);
      const request = twilio.received.at(-1)!;
      expect(request.path).toBe(`/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`);
      expect(request.authorization).toBe(`Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`);
      expect(request.form).toMatchObject({ To: mobile, From: '+15005550006' });
      expect((await register(mobile, codeIn(request.form.Body))).json().code).toBe(0);
    });

    it('says "try again" when Twilio refuses, and the next try goes through', async () => {
      const { normalised: mobile } = freshMobile();
      twilio.failWith = 429;
      const failed = await send(mobile);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().msg).toBe(SMS_NOT_SENT);
      twilio.failWith = 0;
      expect((await send(mobile)).json().code).toBe(0);
    });

    it('reports a gateway that does not answer at all as a failed send', async () => {
      const saved = process.env.TWILIO_BASE_URL;
      process.env.TWILIO_BASE_URL = 'http://127.0.0.1:9';
      const { normalised: mobile } = freshMobile();
      const failed = await send(mobile);
      process.env.TWILIO_BASE_URL = saved;
      expect(failed.statusCode).toBe(502);
      expect(lines.some((line) => line.includes(mobile) && line.includes('no answer'))).toBe(true);
    });
  });
});
