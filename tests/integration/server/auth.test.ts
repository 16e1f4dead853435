// Register rules, password storage, login and its rate limits, token expiry, logout and operator revocation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { heartbeatWriter } from '../../../server/domain/heartbeats.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const preLoginBody = { os: 'web', deviceId: 'device-1', countryCodeISO: 'PH', currency: 'PHP', language: 'en-PH' };

describe.each(backends())('auth on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const registerBody = (overrides: Record<string, unknown> = {}) => ({ account: 'newplayer', password: 'secret123', confirmNotice: true, ...overrides });
  const register = (overrides: Record<string, unknown> = {}, ip?: string) => t.post(calls.accountRegist.path, registerBody(overrides), ip ? { ip } : {});

  describe('register', () => {
    it('refuses when the register notice is not confirmed', async () => {
      for (const body of [registerBody({ confirmNotice: false }), { account: 'nonotice', password: 'secret123' }]) {
        const response = await t.post(calls.accountRegist.path, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toBe('confirmNotice: Confirm the register notice to continue');
      }
    });

    it.each([
      ['account too short', { account: 'abc' }, 'Account must be 4 to 16 characters'],
      ['account too long', { account: 'a'.repeat(17) }, 'Account must be 4 to 16 characters'],
      ['password too short', { account: 'pwshort', password: '12345' }, 'Password must be 6 to 20 characters'],
      ['password too long', { account: 'pwlong', password: 'x'.repeat(21) }, 'Password must be 6 to 20 characters'],
      ['nickname too long', { account: 'nicklong', nickname: 'n'.repeat(13) }, 'Nickname must be at most 12 characters'],
    ])('refuses %s with the config bound in the message', async (_name, overrides, message) => {
      const response = await register(overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: message, data: null });
    });

    it('accepts the bounds themselves', async () => {
      expect((await register({ account: 'abcd', password: '123456', nickname: 'n'.repeat(12) })).json().code).toBe(0);
      expect((await register({ account: 'a'.repeat(16), password: 'x'.repeat(20) })).json().code).toBe(0);
    });

    it('signs the new player in with a zero balance and the account as default nickname', async () => {
      const response = await register({ account: 'Freshman' });
      expect(response.statusCode).toBe(200);
      const { token, expiresAt, userInfo } = response.json().data;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expiresAt).toBe(t.clock.now() + 30 * DAY);
      expect(userInfo).toMatchObject({ account: 'Freshman', nickname: 'Freshman', coin: 0, vip: 0, hasPassword: true });
      expect(response.body).not.toContain('secret123');
      const refresh = await t.post(calls.refreshData.path, {}, { token });
      expect(refresh.json().data).toMatchObject({ coin: 0 });
    });

    it('refuses an account name taken in any case with 409', async () => {
      await register({ account: 'CaseTaken' });
      const response = await register({ account: 'casetaken' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 409, msg: 'That account name is taken', data: null });
      expect((await register({ account: 'demo' })).statusCode).toBe(409);
    });

    it('stores only an argon2id hash of the password', async () => {
      await register({ account: 'hashcheck', password: 'plainpass1' });
      const row = await t.db.selectFrom('users').select('password_hash').where('account', '=', 'hashcheck').executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('plainpass1');
    });

    it('limits sign-ups per network address', async () => {
      const ip = '192.0.2.77';
      for (let i = 0; i < 20; i++) expect((await register({ account: `burst${i}x` }, ip)).json().code).toBe(0);
      const limited = await register({ account: 'burstover' }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().msg).toMatch(/Too many sign-ups from your network\. Try again in \d+ minutes?\./);
      expect(await register({ account: 'otherip1' }, '192.0.2.78')).toHaveProperty('statusCode', 200);
    });
  });

  describe('login', () => {
    it('signs in with the right password, whatever the account name case', async () => {
      const response = await t.post(calls.accountLogin.path, { account: 'DEMO', password: 'demo1234' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.userInfo).toMatchObject({ account: 'demo', nickname: 'Demo Player', vip: 1, coin: 500_000 });
    });

    it('gives one message for an unknown account and a wrong password', async () => {
      const unknown = await t.post(calls.accountLogin.path, { account: 'nobodyhere', password: 'demo1234' });
      const wrong = await t.post(calls.accountLogin.path, { account: 'demo', password: 'wrong-pass' });
      for (const response of [unknown, wrong]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ code: 403, msg: 'Account or password is incorrect', data: null });
      }
    });

    it('locks an account on an address after 5 failures there for 15 minutes, even for the right password', async () => {
      // One address: failures from many addresses meet the higher account-wide limit (login-lockout.test.ts).
      const { account, password } = await newPlayer(t, 'lock');
      const ip = '198.51.100.77';
      for (let i = 0; i < 5; i++) expect((await t.post(calls.accountLogin.path, { account, password: 'bad-guess' }, { ip })).statusCode).toBe(403);
      const locked = await t.post(calls.accountLogin.path, { account, password }, { ip });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().msg).toBe('Too many failed logins for this account. Try again in 15 minutes.');
      expect(locked.headers['retry-after']).toBe('900');
      t.clock.advance(10 * MINUTE);
      expect((await t.post(calls.accountLogin.path, { account, password }, { ip })).json().msg).toMatch(/Try again in 5 minutes/);
      t.clock.advance(5 * MINUTE);
      expect((await t.post(calls.accountLogin.path, { account, password }, { ip })).statusCode).toBe(200);
    });

    it('limits attempts per network address to 30 in 15 minutes', async () => {
      const ip = '198.51.100.9';
      for (let i = 0; i < 30; i++) {
        const response = await t.post(calls.accountLogin.path, { account: `guess${i}`, password: 'whatever1' }, { ip });
        expect(response.statusCode).toBe(403);
      }
      const limited = await t.post(calls.accountLogin.path, { account: 'demo', password: 'demo1234' }, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().msg).toBe('Too many login attempts from your network. Try again in 15 minutes.');
      expect((await t.post(calls.accountLogin.path, { account: 'demo', password: 'demo1234' }, { ip: '198.51.100.10' })).statusCode).toBe(200);
      t.clock.advance(15 * MINUTE);
      expect((await t.post(calls.accountLogin.path, { account: 'demo', password: 'demo1234' }, { ip })).statusCode).toBe(200);
    });

    it('keeps the counters in the database, where every server process sees them', async () => {
      const rows = await t.db.selectFrom('rate_limit_hits').select('bucket').where('bucket', 'like', 'login-ip:198.51.100.9').execute();
      expect(rows.length).toBeGreaterThan(0);
    });
  });

  describe('sessions', () => {
    it('stores only a hash of the token', async () => {
      const { token } = await newPlayer(t, 'tok');
      const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
      expect(rows.some((r) => r.token_hash === token)).toBe(false);
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    });

    it('expires a token after 30 days', async () => {
      const { token } = await newPlayer(t, 'exp');
      t.clock.advance(30 * DAY - 1);
      expect((await t.post(calls.refreshData.path, {}, { token })).statusCode).toBe(200);
      t.clock.advance(1);
      expect((await t.post(calls.refreshData.path, {}, { token })).statusCode).toBe(401);
      expect((await t.post(calls.preLogin.path, preLoginBody, { token })).json().data.code).toBe(401);
    });

    it('revokes the caller token on logout, and logout of a dead token still succeeds', async () => {
      const { token } = await newPlayer(t, 'out');
      const other = await newPlayer(t, 'stay');
      const logout = await t.post(calls.logout.path, {}, { token });
      expect(logout.json()).toEqual({ code: 0, msg: 'ok', data: {} });
      expect((await t.post(calls.refreshData.path, {}, { token })).statusCode).toBe(401);
      expect((await t.post(calls.preLogin.path, preLoginBody, { token })).json().data.code).toBe(401);
      expect((await t.post(calls.refreshData.path, {}, { token: other.token })).statusCode).toBe(200);
      expect((await t.post(calls.logout.path, {}, { token })).json().code).toBe(0);
    });

    it('answers preLogin code 0 for a live token and for no token', async () => {
      const { token } = await newPlayer(t, 'live');
      expect((await t.post(calls.preLogin.path, preLoginBody, { token })).json().data.code).toBe(0);
      expect((await t.post(calls.preLogin.path, preLoginBody)).json().data.code).toBe(0);
    });

    it('revokes every session of an account with the operator command', async () => {
      const { account, password, token } = await newPlayer(t, 'rev');
      const second = await t.login(account, password);
      const bystander = await newPlayer(t, 'by');
      const result = await runOperatorCommand(t.db, 'sessions', ['revoke', account.toUpperCase()], t.clock.now());
      expect(result).toBe(`Revoked 2 sessions of ${account.toUpperCase()}`);
      for (const revoked of [token, second]) {
        expect((await t.post(calls.refreshData.path, {}, { token: revoked })).statusCode).toBe(401);
        expect((await t.post(calls.preLogin.path, preLoginBody, { token: revoked })).json().data.code).toBe(401);
      }
      expect((await t.post(calls.refreshData.path, {}, { token: bystander.token })).statusCode).toBe(200);
      await expect(runOperatorCommand(t.db, 'sessions', ['revoke', 'nosuchaccount'], t.clock.now())).rejects.toThrow('No account named');
    });

    it('updates the heartbeat time and current game on online', async () => {
      const { account, token } = await newPlayer(t, 'beat');
      t.clock.advance(MINUTE);
      const response = await t.post(calls.online.path, { gameId: 7, heartbeat: 1 }, { token });
      expect(response.json()).toEqual({ code: 0, msg: 'ok', data: { serverTime: t.clock.now() } });
      // Written in a batch (server/domain/heartbeats.ts), within a second; the test does not wait for the timer.
      await heartbeatWriter(t.app).flush();
      const user = await t.db.selectFrom('users').select(['id', 'current_game_id']).where('account', '=', account).executeTakeFirstOrThrow();
      expect(user.current_game_id).toBe(7);
      const session = await t.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(session.last_seen_at).toBe(t.clock.now());
    });

    it('answers the after-login info and red dots for a player', async () => {
      const { token } = await newPlayer(t, 'info');
      const info = await t.post(calls.getAfterLoginInfoWeb.path, { version: '1.0.0', os: 'web' }, { token });
      expect(info.statusCode).toBe(200);
      expect(info.json().data).toMatchObject({ kycAmount: 500_000, firstRecharge: false, appUserBank: null });
      expect(info.json().data.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
      const dots = await t.post(calls.activityGetStatusList.path, {}, { token });
      // The after-login call just completed today's log-in task: the task dots are on, the unread welcome mail's and
      // the unclaimed sign-up bonus's; nothing else is.
      const { hasTask, taskAwardFlag, hasMail, hasSignUpBonus, ...others } = dots.json().data;
      expect({ hasTask, taskAwardFlag, hasMail, hasSignUpBonus }).toEqual({ hasTask: true, taskAwardFlag: true, hasMail: true, hasSignUpBonus: true });
      expect(Object.values(others).every((flag) => flag === false)).toBe(true);
    });
  });
});
