// Input that must never reach the database or a recursion and answer 500: control characters and lone surrogates in
// text, deeply nested bodies (with and without an Idempotency-Key), non-object JSON bodies; and the shared nickname
// rule and partial other-details update that came with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { appCalls, backends, gameCalls, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each(backends())('bad input on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = (await newPlayer(t, 'bi')).token;
  });
  afterAll(() => t?.close());

  const { call } = appCalls(() => t);
  const { gameApi } = gameCalls(() => t);

  describe.each([
    ['NUL', NUL],
    ['lone surrogate', LONE],
  ])('%s in free text answers 400 naming the field', (_label, bad) => {
    it('profile nickname', async () => {
      const response = await call('updateProfile', { nickname: bad }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/^nickname: /);
    });

    it('event log name, page and param key', async () => {
      for (const event of [
        { id: 'event-0001', name: bad, time: 1 },
        { id: 'event-0002', name: 'x', time: 1, page: bad },
        { id: 'event-0003', name: 'x', time: 1, params: { [bad]: 1 } },
        { id: 'event-0004', name: 'x', time: 1, params: { k: bad } },
      ]) {
        const response = await t.post(calls.appEventLogClient.path, { eventList: [event] });
        expect(response.statusCode, JSON.stringify(event)).toBe(400);
        expect(response.json().msg).toMatch(/^eventList\[0\]\./);
      }
    });

    it('coin-detail type', async () => {
      const response = await call('appUserCoinDetail', { type: bad }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/^type: /);
    });

    it('other details (address is multi-line, but not control characters)', async () => {
      expect((await call('updateAppUserOther', { address: bad }, token)).json().msg).toMatch(/^address: /);
      expect((await call('updateAppUserOther', { address: 'Unit 5\nQuezon City' }, token)).statusCode).toBe(200);
    });

    it('the game API clientSeed', async () => {
      const started = (await call('startGame', { gameId: 1, tryIt: true }, token)).json().data;
      const launch = new URL(started.url, 'http://x').searchParams.get('launch');
      const { sessionKey } = (await gameApi('lucky-sampaguita', 'open', { launch })).json().data;
      const seed = await gameApi('lucky-sampaguita', 'seed', { session: sessionKey, clientSeed: bad });
      expect(seed.statusCode).toBe(400);
      expect(seed.json().msg).toMatch(/clientSeed/);
      expect((await gameApi('lucky-sampaguita', 'open', { launch: bad })).statusCode).toBe(400);
      const verify = await gameApi('lucky-sampaguita', 'verify', { serverSeed: 'a'.repeat(64), clientSeed: bad, nonce: 0 });
      expect(verify.statusCode).toBe(400);
      // The verify form is a player's: the box is named as its label reads.
      expect(verify.json().msg).toMatch(/^Client seed: /);
      const contract = await t.post(calls.verifyRound.path, { gameId: 'mines', serverSeed: 'a'.repeat(64), clientSeed: bad, nonce: 0, params: { mines: 3 } });
      expect(contract.statusCode).toBe(400);
      expect(contract.json().msg).toMatch(/^clientSeed: /);
    });
  });

  describe('nesting', () => {
    it('a write with an Idempotency-Key and a deeply nested extra field is answered, and replays', async () => {
      const body = `{"realName":"Nest Test","extra":${nested(30_000)}}`;
      const headers = { 'content-type': 'application/json', 'idempotency-key': 'nest-1' };
      const first = await t.post(calls.updateAppUserOther.path, body, { token, headers });
      expect(first.statusCode, first.body).toBe(200);
      // The extra field is not part of the call, so a retry without it is the same request.
      const retry = await t.post(calls.updateAppUserOther.path, { realName: 'Nest Test' }, { token, headers });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
    });

    it('100,000 levels without a key: a 4xx, on a normal route and on the large upload route', async () => {
      for (const [path, body] of [
        [calls.updateProfile.path, `{"x":${nested(100_000)}}`],
        [calls.uploadKyc.path, `{"kind":"front","data":"AAAA","x":${nested(100_000)}}`],
        [calls.uploadKyc.path, nested(100_000)],
        [calls.uploadKyc.path, `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
      ] as const) {
        const response = await t.post(path, body, { token, headers: { 'content-type': 'application/json', 'idempotency-key': 'deep' } });
        expect(response.statusCode, `${path} ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    });

    it('17,000 levels under the 64 KiB limit reach the parser on every kind of JSON route and are answered, never a 5xx (extra fields are dropped)', async () => {
      const body = `{"a":${nested(10_000)},"b":${'{"c":'.repeat(7_000)}1${'}'.repeat(7_000)}}`;
      expect(body.length).toBeLessThan(64 * 1024);
      for (const path of [calls.preLogin.path, calls.updateProfile.path, '/pay/sandbox/callback']) {
        const response = await t.post(path, body, { token, headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-2' } });
        expect(response.statusCode, `${path} ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
    });
  });

  it.each(['null', '5', '"x"', '[]', 'true'])('the JSON body %s to an app call is a 400', async (body) => {
    for (const [path, auth] of [
      [calls.updateProfile.path, token],
      [calls.logout.path, undefined],
      [calls.accountRegist.path, undefined],
      [calls.updateAppUserOther.path, token],
    ] as const) {
      const response = await t.post(path, body, {
        ...(auth ? { token: auth } : {}),
        headers: { 'content-type': 'application/json', 'idempotency-key': `k-${body}` },
      });
      expect(response.statusCode, `${path} ${body}`).toBe(400);
      expect(response.json().msg).toMatch(/^Request body: /);
    }
  });

  describe('one nickname rule', () => {
    it.each(['<b>Juan</b>', 'a>b', 'tab\there'])('sign-up and profile edit both refuse %j', async (nickname) => {
      const regist = await t.post(calls.accountRegist.path, {
        account: `nk${Math.random().toString(36).slice(2, 10)}`,
        password: 'secret123',
        nickname,
        confirmNotice: true,
      });
      expect(regist.statusCode).toBe(400);
      expect(regist.json().msg).toMatch(/^nickname: /);
      expect((await call('updateProfile', { nickname }, token)).statusCode).toBe(400);
    });

    it('both take a nickname with emoji and accents', async () => {
      const regist = await t.post(calls.accountRegist.path, {
        account: `nk${Math.random().toString(36).slice(2, 10)}`,
        password: 'secret123',
        nickname: 'Niño🍀',
        confirmNotice: true,
      });
      expect(regist.json().data.userInfo.nickname).toBe('Niño🍀');
      expect((await call('updateProfile', { nickname: 'Niño🍀' }, token)).json().data.nickname).toBe('Niño🍀');
    });
  });

  it('updateAppUserOther changes only the fields sent', async () => {
    const p = await newPlayer(t, 'po');
    const all = { realName: 'Maria Santos', birthDate: '1990-05-01', email: 'maria@example.ph', address: 'Quezon City' };
    expect((await call('updateAppUserOther', all, p.token)).json().data).toEqual(all);
    expect((await call('updateAppUserOther', { address: 'Makati' }, p.token)).json().data).toEqual({ ...all, address: 'Makati' });
    expect((await call('updateAppUserOther', { email: '' }, p.token)).json().data).toEqual({ ...all, address: 'Makati', email: '' });
    expect((await call('appUserOther', {}, p.token)).json().data).toEqual({ ...all, address: 'Makati', email: '' });
  });
});
