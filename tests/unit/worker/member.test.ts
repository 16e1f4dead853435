// The worker's member, KYC and play-limit modules: what they send, what they write to Dexie, what they refuse.
import { afterEach, describe, expect, it } from 'vitest';
import type { KycState, PlayLimits } from '../../../contract/index.ts';
import { getKv, setKv } from '../../../src/db/database.ts';
import { createKyc } from '../../../worker/kyc.ts';
import { createMember } from '../../../worker/member.ts';
import { createPlayLimits } from '../../../worker/play-limits.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { afterLoginStateFixture, userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ nickname: 'Old', avatar: '' }), updatedAt: 0 });
  return {
    ...h,
    member: createMember({ http: h.http, db: h.db, state: h.state, now: h.now }),
    kyc: createKyc({ http: h.http, db: h.db, state: h.state }),
    limits: createPlayLimits({ http: h.http, db: h.db, state: h.state }),
  };
}

afterEach(async () => {
  await harness?.db.delete();
});

const kycState = (over: Partial<KycState> = {}): KycState => ({
  status: 0,
  fullName: '',
  birthDate: '',
  idType: '',
  idNumber: '',
  rejectReason: '',
  submittedAt: null,
  reviewedAt: null,
  files: [],
  ...over,
});

const limitsAnswer = (over: Partial<PlayLimits> = {}): PlayLimits => ({
  limits: [{ kind: 'depositDay', amount: 100_000, pending: null, used: 0 }],
  realityCheckMinutes: 0,
  timeOutUntil: null,
  exclusionUntil: null,
  exclusionLockedUntil: null,
  ...over,
});

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xd9]);

describe('member', () => {
  it('writes the new nickname and avatar to the player row', async () => {
    const h = await setUp([envelope({ nickname: 'Lucky', avatar: 'a3' })]);
    expect(await h.member.updateProfile({ nickname: 'Lucky', avatar: 'a3' })).toEqual({ ok: true, data: { nickname: 'Lucky', avatar: 'a3' } });
    expect(h.server.requests[0]?.url).toContain('/app/v1/updateProfile');
    expect(await h.db.user.get('me')).toMatchObject({ nickname: 'Lucky', avatar: 'a3', updatedAt: NOW });
  });

  it('keeps the row when the server refuses', async () => {
    const h = await setUp([failure(400, 'Nickname must be 0 to 12 characters')]);
    expect(await h.member.updateProfile({ nickname: 'x'.repeat(13) })).toMatchObject({ ok: false, msg: 'Nickname must be 0 to 12 characters' });
    expect(await h.db.user.get('me')).toMatchObject({ nickname: 'Old' });
  });

  it('drops an answer that arrives after the session changed', async () => {
    const h = await setUp([
      async () => {
        h.state.token = 'someone-else';
        return envelope({ nickname: 'Lucky', avatar: 'a3' });
      },
    ]);
    expect(await h.member.updateProfile({ nickname: 'Lucky' })).toMatchObject({ ok: false, code: 401 });
    expect(await h.db.user.get('me')).toMatchObject({ nickname: 'Old' });
  });

  it('marks the safebox password and other details as set', async () => {
    const other = { realName: 'Maria', birthDate: '1990-01-01', email: '', address: '' };
    const h = await setUp([envelope({ hasSafeboxPassword: true }), envelope(other)]);
    await h.member.setSafeboxPassword('123456');
    await h.member.updateOther(other);
    expect(await h.db.user.get('me')).toMatchObject({ hasSafeboxPassword: true, hasUserOther: true });
    expect(await getKv('userOther', h.db)).toEqual(other);
  });

  it('refuses a VIP progress answer that breaks the contract', async () => {
    const h = await setUp([envelope({ vip: 'one' })]);
    expect(await h.member.loadVipProgress()).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await getKv('vipProgress', h.db)).toBeUndefined();
  });
});

describe('kyc', () => {
  it('refuses a file that is not an image by its bytes, without a request', async () => {
    const h = await setUp([]);
    const pdf = new TextEncoder().encode('%PDF-1.7 photo.jpg');
    expect(await h.kyc.upload('idPhoto', pdf)).toMatchObject({ ok: false, reason: 'invalid', msg: 'Upload a JPEG, PNG or WebP photo' });
    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    big.set(JPEG.subarray(0, 3));
    expect(await h.kyc.upload('idPhoto', big)).toMatchObject({ ok: false, msg: 'The image is larger than 4 MB' });
    expect(h.server.requests).toHaveLength(0);
  });

  it('sends base64 and stores the reloaded state', async () => {
    const file = { id: 7, kind: 'idPhoto' as const, mime: 'image/jpeg' as const, size: 10 };
    const h = await setUp([envelope(file), envelope(kycState({ files: [file] }))]);
    expect(await h.kyc.upload('idPhoto', JPEG)).toEqual({ ok: true, data: file });
    expect(h.server.requests[0]?.body).toMatchObject({ kind: 'idPhoto', data: btoa(String.fromCharCode(...JPEG)) });
    expect((await getKv('kyc', h.db))?.files).toEqual([file]);
  });

  it('a submission marks KYC added in the after-login state', async () => {
    const h = await setUp([envelope(kycState({ status: 1, fullName: 'Juan' }))]);
    await setKv('afterLogin', { ...afterLoginStateFixture(), isAddKyc: false, isNewUserForcePopKyc: true }, h.db);
    const result = await h.kyc.submit({ fullName: 'Juan', birthDate: '1990-01-01', idType: 'philsys', idNumber: '1234' });
    expect(result).toMatchObject({ ok: true, data: { status: 1 } });
    expect(await getKv('afterLogin', h.db)).toMatchObject({ isAddKyc: true, hasKyc: false });
    expect(await getKv('kyc', h.db)).toMatchObject({ status: 1 });
  });

  it('approval shows as hasKyc on the player', async () => {
    const h = await setUp([envelope(kycState({ status: 2 }))]);
    await h.kyc.load();
    expect(await h.db.user.get('me')).toMatchObject({ hasKyc: true });
  });
});

describe('play limits', () => {
  it('stores the server answer of each change', async () => {
    const h = await setUp([envelope(limitsAnswer()), envelope(limitsAnswer({ timeOutUntil: NOW + 86_400_000 }))]);
    await h.limits.set({ depositDay: 100_000 });
    expect(h.server.requests[0]?.body).toMatchObject({ depositDay: 100_000 });
    expect((await getKv('playLimits', h.db))?.limits[0]?.amount).toBe(100_000);
    await h.limits.startTimeOut(24);
    expect((await getKv('playLimits', h.db))?.timeOutUntil).toBe(NOW + 86_400_000);
  });

  it('sends the confirmation with a self-exclusion and keeps the old state on refusal', async () => {
    const h = await setUp([envelope(limitsAnswer()), failure(409, 'Your self-exclusion cannot be changed before 2027-05-22 08:00 PHT')]);
    await h.limits.load();
    expect(await h.limits.startSelfExclusion(12)).toMatchObject({ ok: false, code: 409 });
    expect(h.server.requests[1]?.body).toMatchObject({ months: 12, confirm: true });
    expect((await getKv('playLimits', h.db))?.exclusionUntil).toBeNull();
  });
});
