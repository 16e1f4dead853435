// A body the contract refuses is answered with the rule's own words in the player's language: Filipino with the
// `locale=fil` cookie (contract/fil-validation.ts), the same English as ever without it; the field stays as named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const FIL = { cookie: 'locale=fil' };

describe.each(backends())('contract validation messages in Filipino on %s', (backend) => {
  let t: TestApp;
  const { call } = appCalls(() => t);

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('words a refused account name in Filipino, in English without the cookie', async () => {
    const body = { account: 'no spaces', password: 'secret-pass' };
    const filipino = await t.post(calls.accountLogin.path, body, { headers: FIL });
    expect(filipino.statusCode).toBe(400);
    expect(filipino.json()).toEqual({ code: 400, msg: 'account: Letra, digit at _ lang ang puwedeng gamitin', data: null });
    const english = await t.post(calls.accountLogin.path, body);
    expect(english.json()).toEqual({ code: 400, msg: 'account: Use letters, digits and _ only', data: null });
    expect((await t.post(calls.accountLogin.path, body, { headers: { cookie: 'locale=en-PH' } })).json().msg).toBe('account: Use letters, digits and _ only');
  });

  it('fills a rule’s template with its figure, and words each field of a line', async () => {
    const { token } = await newPlayer(t, 'fv');
    const body = { category: 'no-such-category', text: 'short', images: [] };
    const filipino = await call('feedbackCreate', body, token, FIL);
    expect(filipino.json()).toEqual({ code: 400, msg: 'category: Pumili ng kategorya; text: Sumulat ng hindi bababa sa 10 na character', data: null });
    const english = await call('feedbackCreate', body, token);
    expect(english.json().msg).toBe('category: Choose a category; text: Write at least 10 characters');
  });
});
