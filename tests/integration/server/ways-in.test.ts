// Mobile ways in: SMS codes (expiry, limits, lockout), register and login by mobile, password reset and change, account binding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { normaliseMobile } from '../../../contract/mobile.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';
import { freshMobile, lastCode, registerByMobile, sendCode } from './ways-in-helpers.ts';

const MINUTE = 60_000;

describe('Philippine mobile numbers', () => {
  it.each([
    ['09171234567', '+639171234567'],
    ['9171234567', '+639171234567'],
    ['+639171234567', '+639171234567'],
    ['639171234567', '+639171234567'],
    ['0917-123-4567', '+639171234567'],
    ['+63 917 123 4567', '+639171234567'],
    [' 0917 123 4567 ', '+639171234567'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });

  it.each(['', '0917123456', '091712345678', '08171234567', '+6308171234567', '+1 917 123 4567', '0917abc4567', '+6391712345678', '00639171234567'])(
    'refuses %j',
    (input) => {
      expect(normaliseMobile(input)).toBeNull();
    },
  );
});

describe.each(backends())('ways in on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { testHooks: true });
  });
  afterAll(() => t?.close());

  describe('smsSend', () => {
    it('answers 400 with a clear message for a number that is not Philippine mobile', async () => {
      const response = await t.post(calls.smsSend.path, { purpose: 'register', mobile: '12345' });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('mobile: Enter a Philippine mobile number, e.g. 0917 123 4567');
    });

    it('sends a code of the config length, stores only its hash, and accepts any spelling of the number', async () => {
      const { local, normalised } = freshMobile();
      const response = await t.post(calls.smsSend.path, { purpose: 'register', mobile: local.replace(/^0/, '+63') });
      expect(response.json()).toMatchObject({ code: 0, data: { mobile: normalised, codeLength: 6, expiresAt: t.clock.now() + 5 * MINUTE } });
      const code = await lastCode(t, normalised);
      expect(code).toMatch(/^\d{6}$/);
      const row = await t.db.selectFrom('sms_codes').selectAll().where('mobile', '=', normalised).executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(code);
      expect(response.body).not.toContain(code);
    });

    it('limits a number to one code a minute and five an hour', async () => {
      const { normalised: mobile } = freshMobile();
      await sendCode(t, 'register', mobile);
      const again = await t.post(calls.smsSend.path, { purpose: 'register', mobile });
      expect(again.statusCode).toBe(429);
      expect(again.json().msg).toBe('A code was just sent to this number. Try again in 1 minute.');
      for (let i = 0; i < 4; i++) {
        t.clock.advance(MINUTE);
        await sendCode(t, 'register', mobile);
      }
      t.clock.advance(MINUTE);
      const sixth = await t.post(calls.smsSend.path, { purpose: 'register', mobile });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().msg).toMatch(/^Too many codes sent to this number\. Try again in \d+ minutes\.$/);
    });

    it('limits codes per network address', async () => {
      const ip = '192.0.2.150';
      for (let i = 0; i < 10; i++) await sendCode(t, 'register', freshMobile().normalised, { ip });
      const over = await t.post(calls.smsSend.path, { purpose: 'register', mobile: freshMobile().normalised }, { ip });
      expect(over.statusCode).toBe(429);
      expect(over.json().msg).toMatch(/^Too many codes requested from your network/);
    });

    it('refuses a register code for a registered number, and sends login codes only to registered numbers', async () => {
      const player = await registerByMobile(t);
      const taken = await t.post(calls.smsSend.path, { purpose: 'register', mobile: player.mobile });
      expect(taken.statusCode).toBe(409);
      const stranger = freshMobile().normalised;
      const unknown = await t.post(calls.smsSend.path, { purpose: 'login', mobile: stranger });
      expect(unknown.json().code).toBe(0);
      expect(await lastCode(t, stranger)).toBeUndefined();
    });

    it('refuses a bind code to a visitor', async () => {
      const response = await t.post(calls.smsSend.path, { purpose: 'bind', mobile: freshMobile().normalised });
      expect(response.statusCode).toBe(403);
      expect(response.json().msg).toBe('Log in to link a mobile number');
    });
  });

  describe('register and log in by mobile', () => {
    it('registers with the code, signs in, and the code works only once', async () => {
      const { local, normalised } = freshMobile();
      const code = await sendCode(t, 'register', normalised);
      const body = { mobile: local, code, password: 'secret123', confirmNotice: true };
      const response = await t.post(calls.accountRegist4.path, body);
      expect(response.json().data.userInfo).toMatchObject({ mobile: normalised, account: '', hasPassword: true, nickname: `Player${normalised.slice(-4)}` });
      const again = await t.post(calls.accountRegist4.path, { ...body });
      expect(again.statusCode).toBe(409);
    });

    it('needs the register notice and the right code', async () => {
      const { normalised: mobile } = freshMobile();
      const code = await sendCode(t, 'register', mobile);
      const noNotice = await t.post(calls.accountRegist4.path, { mobile, code, password: 'secret123' });
      expect(noNotice.json().msg).toBe('confirmNotice: Confirm the register notice to continue');
      const wrong = await t.post(calls.accountRegist4.path, {
        mobile,
        code: code === '000000' ? '111111' : '000000',
        password: 'secret123',
        confirmNotice: true,
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().msg).toBe('The code is wrong or has expired');
    });

    it('expires a code after 5 minutes', async () => {
      const { normalised: mobile } = freshMobile();
      const code = await sendCode(t, 'register', mobile);
      t.clock.advance(5 * MINUTE);
      const late = await t.post(calls.accountRegist4.path, { mobile, code, password: 'secret123', confirmNotice: true });
      expect(late.json()).toMatchObject({ code: 403, msg: 'The code is wrong or has expired' });
    });

    it('kills the code and locks the number for 15 minutes after 5 wrong codes', async () => {
      const player = await registerByMobile(t);
      const code = await sendCode(t, 'login', player.mobile);
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        const response = await t.post(calls.accountLoginSms.path, { mobile: player.mobile, code: wrongCode });
        expect(response.json().msg).toBe('Mobile number or code is incorrect');
      }
      const fifth = await t.post(calls.accountLoginSms.path, { mobile: player.mobile, code: wrongCode });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().msg).toBe('Too many wrong codes for this number. Try again in 15 minutes.');
      expect((await t.post(calls.accountLoginSms.path, { mobile: player.mobile, code })).statusCode).toBe(429);
      expect((await t.post(calls.smsSend.path, { purpose: 'login', mobile: player.mobile })).statusCode).toBe(429);
      t.clock.advance(15 * MINUTE);
      // The code sent before the lock died with it.
      expect((await t.post(calls.accountLoginSms.path, { mobile: player.mobile, code })).statusCode).toBe(403);
      const fresh = await sendCode(t, 'login', player.mobile);
      expect((await t.post(calls.accountLoginSms.path, { mobile: player.mobile, code: fresh })).json().code).toBe(0);
    });

    it('logs in by SMS code with one message for an unknown number and a wrong code', async () => {
      const player = await registerByMobile(t);
      const code = await sendCode(t, 'login', player.mobile);
      const unknown = await t.post(calls.accountLoginSms.path, { mobile: freshMobile().normalised, code });
      const wrong = await t.post(calls.accountLoginSms.path, { mobile: player.mobile, code: code === '000000' ? '111111' : '000000' });
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json()).toEqual({ code: 403, msg: 'Mobile number or code is incorrect', data: null });
      const ok = await t.post(calls.accountLoginSms.path, { mobile: player.mobile, code });
      expect(ok.json().data.userInfo.mobile).toBe(player.mobile);
    });

    it('two-factor login needs both the code and the password, with one message', async () => {
      const player = await registerByMobile(t, 'rightpass1');
      const code = await sendCode(t, 'login', player.mobile);
      const badPassword = await t.post(calls.accountLoginSms2.path, { mobile: player.mobile, code, password: 'wrongpass1' });
      expect(badPassword.json()).toEqual({ code: 403, msg: 'Mobile number, code or password is incorrect', data: null });
      t.clock.advance(MINUTE);
      const next = await sendCode(t, 'login', player.mobile);
      const badCode = await t.post(calls.accountLoginSms2.path, {
        mobile: player.mobile,
        code: next === '000000' ? '111111' : '000000',
        password: 'rightpass1',
      });
      expect(badCode.json()).toEqual(badPassword.json());
      const ok = await t.post(calls.accountLoginSms2.path, { mobile: player.mobile, code: next, password: 'rightpass1' });
      expect(ok.json().code).toBe(0);
    });
  });

  describe('passwords', () => {
    it('forgetPassword sets the new password and logs the player out everywhere', async () => {
      const player = await registerByMobile(t, 'oldpass11');
      await t.post(calls.bindAccount.path, { account: `fp${player.mobile.slice(-8)}`, password: 'oldpass11' }, { token: player.token });
      const account = `fp${player.mobile.slice(-8)}`;
      const second = await t.login(account, 'oldpass11');
      const code = await sendCode(t, 'forget', player.mobile);
      const reset = await t.post(calls.forgetPassword.path, { mobile: player.mobile, code, password: 'newpass22' });
      expect(reset.json()).toEqual({ code: 0, msg: expect.any(String), data: {} });
      for (const token of [player.token, second]) expect((await t.post(calls.refreshData.path, {}, { token })).statusCode).toBe(401);
      expect((await t.post(calls.accountLogin.path, { account, password: 'oldpass11' })).statusCode).toBe(403);
      expect((await t.post(calls.accountLogin.path, { account, password: 'newpass22' })).json().code).toBe(0);
      // The code is used up.
      expect((await t.post(calls.forgetPassword.path, { mobile: player.mobile, code, password: 'other333' })).statusCode).toBe(403);
    });

    it('forgetPassword checks the password bounds', async () => {
      const player = await registerByMobile(t);
      const code = await sendCode(t, 'forget', player.mobile);
      const short = await t.post(calls.forgetPassword.path, { mobile: player.mobile, code, password: '123' });
      expect(short.json()).toMatchObject({ code: 400, msg: 'Password must be 6 to 20 characters' });
    });

    it('changing the password needs the current one and logs out only the other sessions', async () => {
      const { account, token } = await newPlayer(t, 'chg');
      const other = await t.login(account, 'secret123');
      const noOld = await t.post(calls.initPassword.path, { password: 'changed99' }, { token });
      expect(noOld.json()).toMatchObject({ code: 403, msg: 'Enter your current password' });
      const wrongOld = await t.post(calls.initPassword.path, { password: 'changed99', oldPassword: 'nottheone' }, { token });
      expect(wrongOld.json()).toMatchObject({ code: 403, msg: 'The current password is incorrect' });
      const changed = await t.post(calls.initPassword.path, { password: 'changed99', oldPassword: 'secret123' }, { token });
      expect(changed.json().data.userInfo.hasPassword).toBe(true);
      expect((await t.post(calls.refreshData.path, {}, { token })).statusCode).toBe(200);
      expect((await t.post(calls.refreshData.path, {}, { token: other })).statusCode).toBe(401);
      expect((await t.post(calls.accountLogin.path, { account, password: 'changed99' })).json().code).toBe(0);
    });

    it('limits wrong current passwords per player', async () => {
      const { token } = await newPlayer(t, 'lim');
      for (let i = 0; i < 5; i++) await t.post(calls.initPassword.path, { password: 'changed99', oldPassword: 'wrong0000' }, { token });
      const over = await t.post(calls.initPassword.path, { password: 'changed99', oldPassword: 'secret123' }, { token });
      expect(over.statusCode).toBe(429);
    });

    it('needs a login', async () => {
      expect((await t.post(calls.initPassword.path, { password: 'changed99' })).statusCode).toBe(401);
    });
  });

  describe('bindAccount', () => {
    it('gives a mobile player an account name, confirmed with their password, for account login', async () => {
      const player = await registerByMobile(t, 'mobpass1');
      const account = `mb${player.mobile.slice(-8)}`;
      const wrong = await t.post(calls.bindAccount.path, { account, password: 'notmine11' }, { token: player.token });
      expect(wrong.json()).toMatchObject({ code: 403, msg: 'The password is incorrect' });
      const bound = await t.post(calls.bindAccount.path, { account, password: 'mobpass1' }, { token: player.token });
      expect(bound.json().data.userInfo).toMatchObject({ account, mobile: player.mobile });
      expect((await t.post(calls.accountLogin.path, { account, password: 'mobpass1' })).json().code).toBe(0);
      const twice = await t.post(calls.bindAccount.path, { account: `${account}x`, password: 'mobpass1' }, { token: player.token });
      expect(twice.json()).toMatchObject({ code: 409, msg: 'You already have an account name' });
    });

    it('refuses a taken account name and one outside the config bounds', async () => {
      const player = await registerByMobile(t, 'mobpass1');
      const taken = await t.post(calls.bindAccount.path, { account: 'DEMO', password: 'mobpass1' }, { token: player.token });
      expect(taken.json()).toMatchObject({ code: 409, msg: 'That account name is taken' });
      const short = await t.post(calls.bindAccount.path, { account: 'abc', password: 'mobpass1' }, { token: player.token });
      expect(short.json()).toMatchObject({ code: 400, msg: 'Account must be 4 to 16 characters' });
    });
  });
});
