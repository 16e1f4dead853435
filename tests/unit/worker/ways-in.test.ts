// The worker's ways-in module: requests it sends, tables and kv it writes, answers it refuses.
import { afterEach, describe, expect, it } from 'vitest';
import { getKv, setKv } from '../../../src/db/database.ts';
import { createWaysIn } from '../../../worker/ways-in.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { sessionAnswer, userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

function setUp(script: Reply[]) {
  harness = createHarness(script);
  const waysIn = createWaysIn({ http: harness.http, db: harness.db, state: harness.state, now: harness.now });
  return { ...harness, waysIn };
}

afterEach(async () => {
  await harness?.db.delete();
});

const sentBody = (h: ReturnType<typeof setUp>, i = 0) => h.server.requests[i]?.body;

describe('mobile ways in', () => {
  it('sends the normalised number and refuses a bad one without a request', async () => {
    const h = setUp([envelope({ mobile: '+639171234567', codeLength: 6, expiresAt: 1, resendAt: 2 })]);
    expect(await h.waysIn.sendSmsCode('register', '0917 123 4567')).toMatchObject({ ok: true, data: { codeLength: 6 } });
    expect(sentBody(h)).toMatchObject({ purpose: 'register', mobile: '+639171234567' });
    expect(await h.waysIn.sendSmsCode('register', '12345')).toMatchObject({
      ok: false,
      reason: 'invalid',
      msg: 'Enter a Philippine mobile number, e.g. 0917 123 4567',
    });
    expect(h.server.requests).toHaveLength(1);
  });

  it('starts the session from a mobile register, like an account login', async () => {
    const h = setUp([envelope(sessionAnswer({ token: 'tok-m', expiresAt: 5 }))]);
    const result = await h.waysIn.registerByMobile({ mobile: '09171234567', code: '123456', password: 'secret1', confirmNotice: true });
    expect(result).toEqual({ ok: true, data: { token: 'tok-m', expiresAt: 5 } });
    expect(h.state.token).toBe('tok-m');
    expect(await h.db.user.get('me')).toMatchObject({ id: 1001, updatedAt: NOW });
  });

  it('stores nothing when an SMS login is refused', async () => {
    const h = setUp([failure(403, 'Mobile number or code is incorrect')]);
    expect(await h.waysIn.loginBySms({ mobile: '09171234567', code: '000000' })).toMatchObject({ ok: false, msg: 'Mobile number or code is incorrect' });
    expect(await h.db.user.count()).toBe(0);
    expect(h.state.token).toBeNull();
  });
});

describe('social login', () => {
  it('marks a new player as needing /auth/info, and completing the info clears it', async () => {
    const h = setUp([
      envelope({ ...sessionAnswer({ token: 'tok-g' }), isNew: true, needsInfo: true }),
      envelope({ userInfo: userInfoFixture({ nickname: 'Maria', mobile: '+639171234567' }) }),
    ]);
    expect(await h.waysIn.socialLogin('google', 'id.token.x')).toMatchObject({ ok: true, data: { token: 'tok-g', isNew: true, needsInfo: true } });
    expect(h.server.requests[0]?.url).toContain('/app/v1/googleLogin');
    expect(await getKv('infoPending', h.db)).toBe(true);
    await h.waysIn.completeInfo({ nickname: 'Maria', mobile: '09171234567', code: '123456', confirmNotice: true });
    expect(await getKv('infoPending', h.db)).toBeUndefined();
    expect(await h.db.user.get('me')).toMatchObject({ nickname: 'Maria', mobile: '+639171234567' });
  });

  it('a returning player does not need the info, and an old pending mark goes with the old session', async () => {
    const h = setUp([envelope({ ...sessionAnswer(), isNew: false, needsInfo: false })]);
    await setKv('infoPending', true, h.db);
    await h.waysIn.socialLogin('line', 'id.token.y');
    expect(h.server.requests[0]?.url).toContain('/app/v1/lineLogin');
    expect(await getKv('infoPending', h.db)).toBeUndefined();
  });
});

describe('LINE by authorization code', () => {
  const req = { code: 'line-code', nonce: 'n0123456789abcdef', redirectUri: 'http://localhost/auth/social/line' };

  it('sends the code, nonce and redirect to lineLoginCode and starts the session, marking a new player for /auth/info', async () => {
    const h = setUp([envelope({ ...sessionAnswer({ token: 'tok-l' }), isNew: true, needsInfo: true })]);
    expect(await h.waysIn.lineLoginByCode(req)).toMatchObject({ ok: true, data: { token: 'tok-l', isNew: true, needsInfo: true } });
    expect(h.server.requests[0]?.url).toContain('/app/v1/lineLoginCode');
    expect(sentBody(h)).toMatchObject(req);
    expect(h.state.token).toBe('tok-l');
    expect(await getKv('infoPending', h.db)).toBe(true);
  });

  it('binds LINE by code and writes the player row; a refusal stores nothing', async () => {
    const h = setUp([envelope({ userInfo: userInfoFixture({ lineAccount: 'U123' }) }), failure(403, 'LINE sign-in could not be completed. Please try again.')]);
    h.state.token = 'tok-1';
    expect(await h.waysIn.bindLineByCode(req)).toMatchObject({ ok: true, data: { lineAccount: 'U123' } });
    expect(h.server.requests[0]?.url).toContain('/app/v1/lineBindCode');
    expect((await h.db.user.get('me'))?.lineAccount).toBe('U123');
    await h.db.user.clear();
    expect(await h.waysIn.bindLineByCode(req)).toMatchObject({ ok: false, msg: 'LINE sign-in could not be completed. Please try again.' });
    expect(await h.db.user.get('me')).toBeUndefined();
  });
});

describe('binding and passwords', () => {
  it('writes the player row a bind answers with', async () => {
    const h = setUp([envelope({ userInfo: userInfoFixture({ googleAccount: 'p@example.com' }) })]);
    h.state.token = 'tok-1';
    const result = await h.waysIn.bindSocial('google', 'id.token.z');
    expect(result).toMatchObject({ ok: true, data: { googleAccount: 'p@example.com' } });
    expect(sentBody(h)).toMatchObject({ action: 'bind', provider: 'google', idToken: 'id.token.z' });
    expect((await h.db.user.get('me'))?.googleAccount).toBe('p@example.com');
  });

  it('does not revive a session that ended while the answer was on its way', async () => {
    const h = setUp([envelope({ userInfo: userInfoFixture({ hasPassword: true }) })]);
    h.state.token = 'tok-1';
    const pending = h.waysIn.setPassword({ password: 'newpass1', oldPassword: 'oldpass1' });
    h.state.token = null;
    expect(await pending).toMatchObject({ ok: false, code: 401 });
    expect(await h.db.user.count()).toBe(0);
  });

  it('refuses an answer that fails the contract', async () => {
    const h = setUp([envelope({ userInfo: { id: 'x' } })]);
    h.state.token = 'tok-1';
    expect(await h.waysIn.bindAccount({ account: 'juan_1', password: 'secret1' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await h.db.user.count()).toBe(0);
  });
});
