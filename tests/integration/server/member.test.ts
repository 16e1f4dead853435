// Member area and KYC: profile rules, other details, inviter binding, safebox password, KYC upload checks, metadata
// stripping, age rule, states and the operator's review, and that no player reaches another player's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { manilaDayKey } from '../../../contract/manila.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import sharp from 'sharp';
import { addExif, jpegHtmlPolyglot, jpegWithExif, pngWithText } from './kyc-images.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const DAY = 24 * 3_600_000;
const b64 = (bytes: Buffer) => bytes.toString('base64');

describe.each(backends())('member and KYC on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const call = async (name: keyof typeof calls, body: unknown, token: string) => {
    const response = await t.post(calls[name].path, body, { token });
    return { status: response.statusCode, json: response.json() as { code: number; msg: string; data: any } };
  };
  const idOf = async (account: string) => (await t.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  const userInfo = async (token: string) =>
    (await call('getAfterLoginInfoWeb', { version: '1', os: 'web', deviceModel: 'test', phoneInfo: '' }, token)).json.data;

  describe('profile', () => {
    it('changes nickname within the config bounds and avatar from the set, and shows them in userInfo', async () => {
      const p = await newPlayer(t);
      expect((await call('updateProfile', { nickname: 'n'.repeat(13) }, p.token)).json).toEqual({
        code: 400,
        msg: 'Nickname must be 0 to 12 characters',
        data: null,
      });
      expect((await call('updateProfile', { avatar: 'a99' }, p.token)).status).toBe(400);
      const ok = await call('updateProfile', { nickname: 'Lucky Juan', avatar: 'a7' }, p.token);
      expect(ok.json.data).toEqual({ nickname: 'Lucky Juan', avatar: 'a7' });
      expect((await userInfo(p.token)).userInfo).toMatchObject({ nickname: 'Lucky Juan', avatar: 'a7' });
      expect((await call('updateProfile', { nickname: '' }, p.token)).json.data.nickname).toBe('');
    });

    it('needs a session', async () => {
      const response = await t.post(calls.updateProfile.path, { nickname: 'x' });
      expect(response.statusCode).toBe(401);
    });

    it('validates and keeps other details per player', async () => {
      const a = await newPlayer(t);
      const b = await newPlayer(t);
      expect((await call('updateAppUserOther', { email: 'not-an-email' }, a.token)).status).toBe(400);
      expect((await call('updateAppUserOther', { birthDate: '2001-02-30' }, a.token)).json.msg).toBe('Enter a real birth date');
      const saved = await call(
        'updateAppUserOther',
        { realName: 'Maria Santos', birthDate: '1990-05-01', email: 'Maria@Example.PH', address: 'Quezon City' },
        a.token,
      );
      expect(saved.json.data).toEqual({ realName: 'Maria Santos', birthDate: '1990-05-01', email: 'maria@example.ph', address: 'Quezon City' });
      expect((await call('appUserOther', {}, a.token)).json.data.realName).toBe('Maria Santos');
      expect((await userInfo(a.token)).userInfo.hasUserOther).toBe(true);
      // Another player sees only their own (empty) details.
      expect((await call('appUserOther', {}, b.token)).json.data).toEqual({ realName: '', birthDate: '', email: '', address: '' });
      expect((await userInfo(b.token)).userInfo.hasUserOther).toBe(false);
    });
  });

  describe('agentFill', () => {
    it('binds an existing other inviter once', async () => {
      const inviter = await newPlayer(t);
      const p = await newPlayer(t);
      const selfId = await idOf(p.account);
      expect((await call('agentFill', { pid: selfId }, p.token)).json).toEqual({ code: 400, msg: 'You cannot invite yourself', data: null });
      expect((await call('agentFill', { pid: 99_999_999 }, p.token)).json.code).toBe(404);
      const inviterId = await idOf(inviter.account);
      expect((await call('agentFill', { pid: inviterId }, p.token)).json.data).toEqual({ pid: inviterId });
      expect((await userInfo(p.token)).userInfo.pid).toBe(inviterId);
      expect((await call('agentFill', { pid: inviterId }, p.token)).json).toEqual({ code: 409, msg: 'Your inviter is already set', data: null });
    });
  });

  describe('safebox password', () => {
    it('is exactly the configured digits, hashed, changed only with the old one', async () => {
      const p = await newPlayer(t);
      expect((await call('setSafeboxPassword', { password: '12345' }, p.token)).json.msg).toBe('The safebox password is exactly 6 digits');
      expect((await call('setSafeboxPassword', { password: '12ab56' }, p.token)).status).toBe(400);
      expect((await userInfo(p.token)).userInfo.hasSafeboxPassword).toBe(false);
      expect((await call('setSafeboxPassword', { password: '123456' }, p.token)).json.data).toEqual({ hasSafeboxPassword: true });
      expect((await userInfo(p.token)).userInfo.hasSafeboxPassword).toBe(true);
      const row = await t.db.selectFrom('users').select('safebox_hash').where('account', '=', p.account).executeTakeFirstOrThrow();
      expect(row.safebox_hash).toMatch(/^\$argon2id\$/);
      expect((await call('setSafeboxPassword', { password: '654321' }, p.token)).json.code).toBe(409);
      expect((await call('changeSafeboxPassword', { oldPassword: '000000', password: '654321' }, p.token)).json).toEqual({
        code: 403,
        msg: 'The safebox password is wrong',
        data: null,
      });
      expect((await call('changeSafeboxPassword', { oldPassword: '123456', password: '654321' }, p.token)).json.code).toBe(0);
      expect((await call('changeSafeboxPassword', { oldPassword: '123456', password: '111111' }, p.token)).json.code).toBe(403);
      expect((await call('changeSafeboxPassword', { oldPassword: '654321', password: '111111' }, p.token)).json.code).toBe(0);
    });

    it('locks after 5 wrong tries', async () => {
      const p = await newPlayer(t);
      await call('setSafeboxPassword', { password: '123456' }, p.token);
      for (let i = 0; i < 5; i++) expect((await call('changeSafeboxPassword', { oldPassword: '000000', password: '222222' }, p.token)).json.code).toBe(403);
      expect((await call('changeSafeboxPassword', { oldPassword: '123456', password: '222222' }, p.token)).json.code).toBe(429);
    });
  });

  it('reports VIP progress from the levels table', async () => {
    const p = await newPlayer(t);
    const { data } = (await call('memberVipProgress', {}, p.token)).json;
    expect(data).toMatchObject({ vip: 0, vipExp: 0, nextLevel: 1 });
    expect(data.nextExp).toBeGreaterThan(0);
  });

  describe('KYC', () => {
    const adultBirth = (now: number, years = 30) => {
      const [y, m, d] = manilaDayKey(now).split('-');
      return `${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`;
    };
    const details = (now: number) => ({ fullName: 'Juan Dela Cruz', birthDate: adultBirth(now), idType: 'philsys', idNumber: '1234-5678-9012' });

    it('starts not submitted', async () => {
      const p = await newPlayer(t);
      expect((await call('kyc', {}, p.token)).json.data).toMatchObject({ status: 0, files: [] });
    });

    it('checks the type by the bytes, not the name, and the size', async () => {
      const p = await newPlayer(t);
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
      expect((await call('uploadKyc', { kind: 'idPhoto', data: b64(gif) }, p.token)).json).toEqual({
        code: 400,
        msg: 'Upload a JPEG, PNG or WebP photo',
        data: null,
      });
      expect((await call('uploadKyc', { kind: 'idPhoto', data: b64(Buffer.from('%PDF-1.7 fake.jpg')) }, p.token)).json.code).toBe(400);
      const truncated = jpegWithExif().subarray(0, 30);
      expect((await call('uploadKyc', { kind: 'idPhoto', data: b64(truncated) }, p.token)).json.msg).toBe('This file is not a picture we can read');
      const big = Buffer.concat([jpegWithExif(), Buffer.alloc(4 * 1024 * 1024)]);
      const tooBig = await call('uploadKyc', { kind: 'idPhoto', data: b64(big) }, p.token);
      expect(tooBig.json.code).toBe(400);
      expect(tooBig.json.msg).toContain('larger than 4 MB');
    });

    it('raises the body limit on the upload route only', async () => {
      const p = await newPlayer(t);
      const padded = Buffer.concat([pngWithText(), Buffer.alloc(100_000)]);
      // A 130 KiB upload is accepted (re-encoding drops the trailing bytes after IEND)...
      const upload = await call('uploadKyc', { kind: 'selfie', data: b64(padded) }, p.token);
      expect(upload.json.code, upload.json.msg).toBe(0);
      expect(upload.json.data.size).toBeLessThan(pngWithText().length + 100);
      // ...while any other call still refuses a body over 64 KiB.
      const other = await call('updateAppUserOther', { address: 'x'.repeat(70_000) }, p.token);
      expect(other.status).toBe(413);
      expect(other.json.msg).toBe('The request body is larger than 64 KiB');
      // An upload over the route's own limit names that limit, not the app's.
      const huge = await call('uploadKyc', { kind: 'selfie', data: 'A'.repeat(6 * 1024 * 1024 + 8) }, p.token);
      expect(huge.status).toBe(413);
      expect(huge.json.msg).toBe('The request body is larger than 6 MiB');
    });

    it('strips EXIF from a JPEG and text chunks from a PNG, and serves files only to their owner', async () => {
      const p = await newPlayer(t);
      const other = await newPlayer(t);
      const jpeg = jpegWithExif('14.5995N 120.9842E');
      expect(jpeg.includes('14.5995N')).toBe(true);
      const up = await call('uploadKyc', { kind: 'idPhoto', data: b64(jpeg) }, p.token);
      expect(up.json.data).toMatchObject({ kind: 'idPhoto', mime: 'image/jpeg' });
      const back = Buffer.from((await call('kycFile', { id: up.json.data.id }, p.token)).json.data.data, 'base64');
      expect(back.includes('14.5995N')).toBe(false);
      expect(back.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
      expect(back.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(back.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
      expect(await sharp(back).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
      expect((await sharp(back).metadata()).exif).toBeUndefined();

      const real = addExif(pngWithText(), 'x');
      expect((await call('uploadKyc', { kind: 'selfie', data: b64(real) }, p.token)).json.code).toBe(400);
      const png = await call('uploadKyc', { kind: 'selfie', data: b64(pngWithText('Juan home address')) }, p.token);
      const pngBack = Buffer.from((await call('kycFile', { id: png.json.data.id }, p.token)).json.data.data, 'base64');
      expect(pngBack.includes('Juan home address')).toBe(false);
      // PNG is lossless: the same pixels come back.
      expect(await sharp(pngBack).raw().toBuffer()).toEqual(await sharp(pngWithText()).raw().toBuffer());

      // Another player asking for these ids is told they do not exist.
      expect((await call('kycFile', { id: up.json.data.id }, other.token)).json).toEqual({ code: 404, msg: 'No such KYC file', data: null });
      expect((await call('kyc', {}, other.token)).json.data.files).toEqual([]);
    });

    it('stores a JPEG/HTML polyglot re-encoded: the markup is gone and the picture still decodes', async () => {
      const p = await newPlayer(t);
      const html = '<html><body><script>alert(document.cookie)</script></body></html>';
      const polyglot = jpegHtmlPolyglot(html);
      expect(await sharp(polyglot).metadata()).toMatchObject({ format: 'jpeg' });
      const up = await call('uploadKyc', { kind: 'idPhoto', data: b64(polyglot) }, p.token);
      expect(up.json.code, up.json.msg).toBe(0);
      const back = Buffer.from((await call('kycFile', { id: up.json.data.id }, p.token)).json.data.data, 'base64');
      for (const needle of ['<html', '<script', 'alert(']) expect(back.includes(needle)).toBe(false);
      expect(await sharp(back).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
      expect(up.json.data.size).toBe(back.length);
    });

    it('refuses what does not decode, even with the right first bytes', async () => {
      const p = await newPlayer(t);
      for (const bad of [
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x3c, 0x68, 0x74, 0x6d, 0x6c, 0x3e]),
        Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), Buffer.from('<html>')]),
      ]) {
        expect((await call('uploadKyc', { kind: 'idPhoto', data: b64(bad) }, p.token)).json).toEqual({
          code: 400,
          msg: 'This file is not a picture we can read',
          data: null,
        });
      }
    });

    it('needs both images, 21 years by the Manila date, then waits for the operator', async () => {
      const p = await newPlayer(t);
      const now = t.clock.now();
      expect((await call('addKyc', details(now), p.token)).json.msg).toBe('Upload a photo of your ID first');
      await call('uploadKyc', { kind: 'idPhoto', data: b64(jpegWithExif()) }, p.token);
      expect((await call('addKyc', details(now), p.token)).json.msg).toBe('Upload a selfie holding your ID first');
      await call('uploadKyc', { kind: 'selfie', data: b64(pngWithText()) }, p.token);
      expect((await call('addKyc', { ...details(now), idType: 'library_card' }, p.token)).status).toBe(400);

      // 21 tomorrow is refused; 21 today is accepted.
      const today = manilaDayKey(now);
      const [y, m, d] = today.split('-');
      const tomorrow = manilaDayKey(now + DAY).split('-');
      const almost = `${Number(tomorrow[0]) - 21}-${tomorrow[1]}-${tomorrow[2]}`;
      if (!(tomorrow[1] === '02' && tomorrow[2] === '29')) {
        expect((await call('addKyc', { ...details(now), birthDate: almost }, p.token)).json).toEqual({
          code: 403,
          msg: 'You must be 21 or over to play',
          data: null,
        });
      }
      const exactly21 = `${Number(y) - 21}-${m}-${d === '29' && m === '02' ? '28' : d}`;
      const submitted = await call('addKyc', { ...details(now), birthDate: exactly21 }, p.token);
      expect(submitted.json.data).toMatchObject({ status: 1, fullName: 'Juan Dela Cruz', idType: 'philsys', idNumber: '1234-5678-9012' });

      // Pending: neither the files nor the details can change.
      expect((await call('uploadKyc', { kind: 'selfie', data: b64(pngWithText()) }, p.token)).json.code).toBe(409);
      expect((await call('addKyc', details(now), p.token)).json.code).toBe(409);
      expect(await userInfo(p.token)).toMatchObject({ isAddKyc: true, hasKyc: false, isNewUserForcePopKyc: false });
    });

    it('operator lists, rejects with a reason, then approves; the player sees each state', async () => {
      const p = await newPlayer(t);
      const now = t.clock.now();
      expect(await userInfo(p.token)).toMatchObject({ isAddKyc: false, isNewUserForcePopKyc: true, kycAmount: expect.any(Number) });
      await call('uploadKyc', { kind: 'idPhoto', data: b64(jpegWithExif()) }, p.token);
      await call('uploadKyc', { kind: 'selfie', data: b64(pngWithText()) }, p.token);
      await call('addKyc', details(now), p.token);

      expect(await runOperatorCommand(t.db, 'kyc', ['list'], now)).toContain(`${p.account}\tJuan Dela Cruz`);
      expect(await runOperatorCommand(t.db, 'kyc', ['reject', p.account, 'Photo', 'is', 'blurry'], now)).toBe(`KYC of ${p.account} rejected: Photo is blurry`);
      expect((await call('kyc', {}, p.token)).json.data).toMatchObject({ status: 3, rejectReason: 'Photo is blurry' });
      await expect(runOperatorCommand(t.db, 'kyc', ['approve', p.account], now)).rejects.toThrow(`${p.account} has no KYC waiting for review`);

      // A rejected player uploads again and resubmits.
      expect((await call('uploadKyc', { kind: 'idPhoto', data: b64(jpegWithExif()) }, p.token)).json.code).toBe(0);
      expect((await call('addKyc', details(now), p.token)).json.data.status).toBe(1);
      const before = (await call('kycCases', {}, p.token)).json.data.approvedCount;
      expect(await runOperatorCommand(t.db, 'kyc', ['approve', p.account], now)).toBe(`KYC of ${p.account} approved`);
      expect((await call('kyc', {}, p.token)).json.data).toMatchObject({ status: 2, rejectReason: '' });
      expect(await userInfo(p.token)).toMatchObject({ isAddKyc: true, hasKyc: true, isNewUserForcePopKyc: false });
      expect((await userInfo(p.token)).userInfo.hasKyc).toBe(true);

      const cases = await t.post(calls.kycCases.path, {});
      expect(cases.json().data.approvedCount).toBe(before + 1);
      expect(cases.json().data.recent[0]).toEqual({ name: 'J*** D*** C***', approvedAt: now });
      expect(cases.body).not.toContain('Juan');
      await expect(runOperatorCommand(t.db, 'kyc', ['approve', 'nobody_here'], now)).rejects.toThrow('No account named "nobody_here"');
      await expect(runOperatorCommand(t.db, 'kyc', ['reject', p.account], now)).rejects.toThrow('Usage: npm run admin -- kyc');
    });

    it('stops the KYC pop-up after the first week', async () => {
      const p = await newPlayer(t);
      t.clock.advance(8 * DAY);
      try {
        expect(await userInfo(p.token)).toMatchObject({ isNewUserForcePopKyc: false, isAddKyc: false });
      } finally {
        t.clock.advance(-8 * DAY);
      }
    });
  });
});
