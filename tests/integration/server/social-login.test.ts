// Social sign-in against a local OpenID provider: real signature checks (JWKS over HTTP), issuer, audience, expiry; binding rules; /auth/info.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';
import { freshMobile, registerByMobile, sendCode, startLocalProvider, type LocalProvider } from './ways-in-helpers.ts';

const preLoginBody = { os: 'web', deviceId: 'device-1', countryCodeISO: 'PH', currency: 'PHP', language: 'en-PH' };
const ENV_KEYS = [
  'GOOGLE_CLIENT_ID',
  'GOOGLE_JWKS_URL',
  'GOOGLE_ISSUER',
  'LINE_CHANNEL_ID',
  'LINE_JWKS_URL',
  'LINE_ISSUER',
  'FACEBOOK_CLIENT_ID',
  'FACEBOOK_JWKS_URL',
  'FACEBOOK_ISSUER',
];

describe.each(backends())('social sign-in on %s', (backend) => {
  let t: TestApp;
  let google: LocalProvider;
  let line: LocalProvider;
  let subject = 0;
  const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  const nextSub = () => `sub-${backend}-${++subject}`;

  beforeAll(async () => {
    google = await startLocalProvider('https://accounts.google.com', 'google-client.apps.test');
    line = await startLocalProvider('https://access.line.me', '1650000000');
    for (const key of ENV_KEYS) delete process.env[key];
    Object.assign(process.env, {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_JWKS_URL: google.jwksUrl,
      LINE_CHANNEL_ID: line.clientId,
      LINE_JWKS_URL: line.jwksUrl,
    });
    t = await startTestApp(backend, { testHooks: true });
  });
  afterAll(async () => {
    for (const key of ENV_KEYS)
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    await google?.close();
    await line?.close();
    await t?.close();
  });

  it('tells the client which providers are configured in preLogin', async () => {
    const response = await t.post(calls.preLogin.path, preLoginBody);
    expect(response.json().data.socialProviders).toEqual(['google', 'line']);
    expect(response.json().data.socialClientIds).toEqual({ google: google.clientId, line: line.clientId });
  });

  it('answers 403 "not available" for a provider that is not configured', async () => {
    const response = await t.post(calls.facebookLogin.path, { idToken: 'x.y.z' });
    expect(response.json()).toEqual({ code: 403, msg: 'Facebook sign-in is not available', data: null });
  });

  it('creates a new player for a first sign-in, who must complete the info; the next sign-in is the same player', async () => {
    const sub = nextSub();
    const idToken = await google.sign({ sub, name: 'Juan Dela Cruz', email: 'juan@example.com' });
    const first = await t.post(calls.googleLogin.path, { idToken });
    expect(first.json().data).toMatchObject({
      isNew: true,
      needsInfo: true,
      userInfo: { account: '', hasPassword: false, googleAccount: 'juan@example.com', googleName: 'Juan Dela Cruz', nickname: 'Juan Dela Cr' },
    });
    const again = await t.post(calls.googleLogin.path, { idToken: await google.sign({ sub }) });
    expect(again.json().data).toMatchObject({ isNew: false, needsInfo: true, userInfo: { id: first.json().data.userInfo.id } });
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else' }],
    ['a wrong issuer', { issuer: 'https://evil.example' }],
    ['an expired token', { expiresIn: -60 }],
    ['a bad signature', { forged: true }],
  ])('refuses %s', async (_name, options) => {
    const idToken = await google.sign({ sub: nextSub() }, options);
    const response = await t.post(calls.googleLogin.path, { idToken });
    expect(response.json()).toEqual({ code: 403, msg: 'Google sign-in could not be verified. Please try again.', data: null });
  });

  it('refuses a token of one provider at another', async () => {
    const response = await t.post(calls.lineLogin.path, { idToken: await google.sign({ sub: nextSub() }) });
    expect(response.json().msg).toBe('LINE sign-in could not be verified. Please try again.');
  });

  it('expires by the server clock', async () => {
    const idToken = await line.sign({ sub: nextSub() }, { expiresIn: 120 });
    t.clock.advance(5 * 60_000);
    try {
      expect((await t.post(calls.lineLogin.path, { idToken })).statusCode).toBe(403);
    } finally {
      t.clock.advance(-5 * 60_000);
    }
  });

  it('completes /auth/info with nickname, a mobile proven by SMS, and the notice', async () => {
    const sub = nextSub();
    const login = await t.post(calls.lineLogin.path, { idToken: await line.sign({ sub, name: 'Maria' }) });
    const { token } = login.json().data;
    const { local, normalised } = freshMobile();
    const code = await sendCode(t, 'bind', normalised, { token });
    const noNotice = await t.post(calls.completeInfo.path, { nickname: 'Maria', mobile: local, code }, { token });
    expect(noNotice.statusCode).toBe(400);
    const done = await t.post(calls.completeInfo.path, { nickname: 'Maria', mobile: local, code, confirmNotice: true }, { token });
    expect(done.json().data.userInfo).toMatchObject({ nickname: 'Maria', mobile: normalised });
    const relogin = await t.post(calls.lineLogin.path, { idToken: await line.sign({ sub }) });
    expect(relogin.json().data.needsInfo).toBe(false);
  });

  it('refuses a mobile of another player in /auth/info', async () => {
    const other = await registerByMobile(t);
    const { token } = (await t.post(calls.googleLogin.path, { idToken: await google.sign({ sub: nextSub() }) })).json().data;
    const response = await t.post(calls.smsSend.path, { purpose: 'bind', mobile: other.mobile }, { token });
    expect(response.json()).toMatchObject({ code: 409, msg: 'That mobile number belongs to another player' });
  });

  describe('bindSocialAccount', () => {
    it('binds a provider to a player, who can then sign in with it', async () => {
      const player = await newPlayer(t, 'soc');
      const sub = nextSub();
      const bound = await t.post(
        calls.bindSocialAccount.path,
        { action: 'bind', provider: 'google', idToken: await google.sign({ sub, email: 'p@example.com' }) },
        { token: player.token },
      );
      expect(bound.json().data.userInfo).toMatchObject({ account: player.account, googleAccount: 'p@example.com' });
      const login = await t.post(calls.googleLogin.path, { idToken: await google.sign({ sub }) });
      expect(login.json().data).toMatchObject({ isNew: false, needsInfo: false, userInfo: { account: player.account } });
      const twice = await t.post(
        calls.bindSocialAccount.path,
        { action: 'bind', provider: 'google', idToken: await google.sign({ sub: nextSub() }) },
        { token: player.token },
      );
      expect(twice.json()).toMatchObject({ code: 409, msg: 'Google is already bound. Unbind it first.' });
    });

    it('refuses a provider account linked to another player, and a forged token', async () => {
      const sub = nextSub();
      await t.post(calls.googleLogin.path, { idToken: await google.sign({ sub }) });
      const player = await newPlayer(t, 'soc');
      const taken = await t.post(
        calls.bindSocialAccount.path,
        { action: 'bind', provider: 'google', idToken: await google.sign({ sub }) },
        { token: player.token },
      );
      expect(taken.json()).toMatchObject({ code: 409, msg: 'That Google account is linked to another player' });
      const forged = await t.post(
        calls.bindSocialAccount.path,
        { action: 'bind', provider: 'line', idToken: await line.sign({ sub: nextSub() }, { forged: true }) },
        { token: player.token },
      );
      expect(forged.statusCode).toBe(403);
    });

    it('unbinds only while another way in remains', async () => {
      const login = await t.post(calls.googleLogin.path, { idToken: await google.sign({ sub: nextSub() }) });
      const { token } = login.json().data;
      const last = await t.post(calls.bindSocialAccount.path, { action: 'unbind', provider: 'google' }, { token });
      expect(last.json()).toMatchObject({ code: 409, msg: 'Bind another way in before unbinding Google' });
      const notBound = await t.post(calls.bindSocialAccount.path, { action: 'unbind', provider: 'line' }, { token });
      expect(notBound.json()).toMatchObject({ code: 404, msg: 'LINE is not bound' });
      await t.post(calls.bindSocialAccount.path, { action: 'bind', provider: 'line', idToken: await line.sign({ sub: nextSub() }) }, { token });
      const unbound = await t.post(calls.bindSocialAccount.path, { action: 'unbind', provider: 'google' }, { token });
      expect(unbound.json().data.userInfo).toMatchObject({ googleAccount: '', lineAccount: expect.stringMatching(/^sub-/) });
    });

    it('lets a social player set a first password without an old one, then bind an account name', async () => {
      const { token } = (await t.post(calls.googleLogin.path, { idToken: await google.sign({ sub: nextSub() }) })).json().data;
      const set = await t.post(calls.initPassword.path, { password: 'firstpw1' }, { token });
      expect(set.json().data.userInfo.hasPassword).toBe(true);
      const account = `so${Date.now().toString(36).slice(-8)}${backend[0]}`;
      const bound = await t.post(calls.bindAccount.path, { account, password: 'firstpw1' }, { token });
      expect(bound.json().data.userInfo.account).toBe(account);
      expect((await t.post(calls.accountLogin.path, { account, password: 'firstpw1' })).json().code).toBe(0);
    });
  });
});
