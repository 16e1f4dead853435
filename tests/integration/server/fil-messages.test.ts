// The server's own refusals follow the player's locale cookie: Filipino with `locale=fil`, the same code, English
// without it; an operator's translation of the same text wins.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { forgetTranslations, removeTranslation, setTranslation } from '../../../server/domain/content/translations.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const FIL = { cookie: 'locale=fil' };

describe.each(backends())('server messages in Filipino on %s', (backend) => {
  let t: TestApp;
  const { call } = appCalls(() => t);

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  beforeEach(() => forgetTranslations());

  it('answers a wrong password in Filipino with the same code, in English without the cookie', async () => {
    const login = (headers?: Record<string, string>) =>
      t.post(calls.accountLogin.path, { account: 'demo', password: 'wrong-pass' }, headers ? { headers } : {});
    const english = await login();
    const filipino = await login(FIL);
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({ code: 403, msg: 'Account or password is incorrect', data: null });
    expect(filipino.statusCode).toBe(403);
    expect(filipino.json()).toEqual({ code: 403, msg: 'Mali ang account o password', data: null });
    expect((await login({ cookie: 'locale=en-PH' })).json().msg).toBe('Account or password is incorrect');
  });

  it('fills a message template with its values', async () => {
    const { token } = await newPlayer(t, 'fm');
    const low = await call('exchange', { points: 50 }, token, FIL);
    expect(low.json()).toEqual({ code: 400, msg: 'Ang pinakamababang palit ay 100 puntos', data: null });
    expect((await call('exchange', { points: 50 }, token)).json().msg).toBe('The minimum exchange is 100 points');
    const more = await call('exchange', { points: 600 }, token, FIL);
    expect(more.json()).toEqual({ code: 403, msg: '0 puntos lang ang mayroon ka, kulang para ipagpalit ang 600', data: null });
  });

  it('words a rate limit, a missing login, bad input and an unknown call in Filipino', async () => {
    const { account, password } = await newPlayer(t, 'fmlock');
    const ip = '198.51.100.177';
    for (let i = 0; i < 5; i++) await t.post(calls.accountLogin.path, { account, password: 'bad-guess' }, { ip });
    const locked = await t.post(calls.accountLogin.path, { account, password }, { ip, headers: FIL });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe('Masyadong maraming bigong pag-log in sa account na ito. Subukan ulit pagkalipas ng 15 minuto.');

    const visitor = await t.post('/app/v1/exchange', { points: 100 }, { headers: FIL });
    expect(visitor.json()).toEqual({ code: 401, msg: 'Mag-log in para makapagpatuloy.', data: null });

    const empty = await t.post(calls.accountLogin.path, {}, { headers: FIL });
    expect(empty.json()).toEqual({ code: 400, msg: 'Kailangan ang account; Kailangan ang password', data: null });
    expect((await t.post(calls.accountLogin.path, {})).json().msg).toBe('account is required; password is required');

    const unknown = await t.post('/app/v1/noSuchCall', {}, { headers: FIL });
    expect(unknown.json()).toEqual({ code: 404, msg: 'Hindi kilalang call', data: null });
    const badJson = await t.app.inject({
      method: 'POST',
      url: calls.accountLogin.path,
      payload: '{"account":',
      headers: { 'content-type': 'application/json', ...FIL },
    });
    expect(badJson.json()).toEqual({ code: 400, msg: 'Hindi valid na JSON ang request body', data: null });
  });

  it("gives the operator's translation of the exact text when there is one", async () => {
    const source = 'Account or password is incorrect';
    await setTranslation(t.db, { language: 'fil', source, text: 'Mali ang iyong account o password' }, t.clock.now());
    try {
      const response = await t.post(calls.accountLogin.path, { account: 'demo', password: 'wrong-pass' }, { headers: FIL });
      expect(response.json()).toEqual({ code: 403, msg: 'Mali ang iyong account o password', data: null });
    } finally {
      await removeTranslation(t.db, 'fil', source);
    }
    const after = await t.post(calls.accountLogin.path, { account: 'demo', password: 'wrong-pass' }, { headers: FIL });
    expect(after.json().msg).toBe('Mali ang account o password');
  });
});
