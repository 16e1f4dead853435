// Maintenance through the admin endpoint, the client event log, and Idempotency-Key replay for write calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { hashRequest } from '../../../server/routes/idempotency.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const ADMIN_TOKEN = 'test-admin-token';
const preLoginBody = { os: 'web', deviceId: 'device-1', countryCodeISO: 'PH', currency: 'PHP', language: 'en-PH' };
const event = (id: string, name = 'page_view') => ({ id, name, time: 1_700_000_000_000, page: '/', params: { from: 'test' } });

describe.each(backends())('operations on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { adminToken: ADMIN_TOKEN, testHooks: true });
  });
  afterAll(() => t?.close());

  const admin = (command: string, args: string[], options: { token?: string; ip?: string } = {}) =>
    t.post(`/admin/${command}`, { args }, { headers: { 'x-admin-token': options.token ?? ADMIN_TOKEN }, ip: options.ip ?? '127.0.0.1' });

  describe('admin endpoint and maintenance', () => {
    it('accepts commands only from loopback with the admin token', async () => {
      expect((await admin('maintenance', ['off'], { ip: '203.0.113.5' })).statusCode).toBe(403);
      expect((await admin('maintenance', ['off'], { token: 'wrong' })).statusCode).toBe(403);
      const usage = await admin('maintenance', ['sideways']);
      expect(usage.statusCode).toBe(400);
      expect(usage.json().msg).toBe('Usage: npm run admin -- maintenance on [message...] | maintenance off');
      expect((await admin('nosuchcommand', [])).statusCode).toBe(400);
    });

    it('answers 503 to other calls while in maintenance, and preLogin says so', async () => {
      const { token } = await newPlayer(t, 'mnt');
      const on = await admin('maintenance', ['on', 'Back', 'at', '5pm']);
      expect(on.json()).toEqual({ code: 0, msg: 'ok', data: { result: 'Maintenance is on: "Back at 5pm"' } });

      const preLogin = await t.post(calls.preLogin.path, preLoginBody, { token });
      expect(preLogin.statusCode).toBe(200);
      expect(preLogin.json().data.maintenance).toEqual({ status: true, message: 'Back at 5pm' });
      for (const [path, body] of [
        [calls.getActivityIds.path, {}],
        [calls.refreshData.path, {}],
        [calls.accountLogin.path, { account: 'demo', password: 'demo1234' }],
      ] as const) {
        const response = await t.post(path, body, { token });
        expect(response.statusCode, path).toBe(503);
        expect(response.json(), path).toEqual({ code: 503, msg: 'Back at 5pm', data: null });
      }
      for (const call of Object.values(calls).filter((c) => c.duringMaintenance)) {
        expect((await t.post(call.path, {}, { token })).statusCode, call.name).not.toBe(503);
      }

      await admin('maintenance', ['on']);
      expect((await t.post(calls.getActivityIds.path, {})).json().msg).toBe('We are doing maintenance. Please come back soon.');
      expect((await admin('maintenance', ['off'])).json().data.result).toBe('Maintenance is off');
      expect((await t.post(calls.getActivityIds.path, {})).statusCode).toBe(200);
    });

    it('revokes sessions of an account through the endpoint', async () => {
      const { account, token } = await newPlayer(t, 'adm');
      const response = await admin('sessions', ['revoke', account]);
      expect(response.json().data.result).toBe(`Revoked 1 session of ${account}`);
      expect((await t.post(calls.refreshData.path, {}, { token })).statusCode).toBe(401);
      expect((await admin('sessions', ['revoke', 'ghostaccount'])).statusCode).toBe(404);
    });
  });

  describe('client event log', () => {
    it('stores an event id once across two sends', async () => {
      const first = await t.post(calls.appEventLogClient.path, { eventList: [event('evt-once-0001'), event('evt-once-0002')] });
      expect(first.json()).toEqual({ code: 0, msg: 'ok', data: { accepted: 2, duplicates: 0 } });
      const again = await t.post(calls.appEventLogClient.path, { eventList: [event('evt-once-0002'), event('evt-once-0003')] });
      expect(again.json().data).toEqual({ accepted: 1, duplicates: 1 });
      const rows = await t.db.selectFrom('client_events').select('id').where('id', 'like', 'evt-once-%').execute();
      expect(rows.map((r) => r.id).sort()).toEqual(['evt-once-0001', 'evt-once-0002', 'evt-once-0003']);
    });

    it('attaches the player when a valid token comes with the events', async () => {
      const { token } = await newPlayer(t, 'evt');
      await t.post(calls.appEventLogClient.path, { eventList: [event('evt-user-0001')] }, { token });
      await t.post(calls.appEventLogClient.path, { eventList: [event('evt-anon-0001')] }, { token: 'stale-token' });
      const rows = await t.db
        .selectFrom('client_events')
        .select(['id', 'user_id'])
        .where('id', 'in', ['evt-user-0001', 'evt-anon-0001'])
        .orderBy('id')
        .execute();
      expect(rows[0]).toMatchObject({ id: 'evt-anon-0001', user_id: null });
      expect(rows[1]?.user_id).toEqual(expect.any(Number));
    });

    it('accepts a beacon sent as text/plain', async () => {
      const body = JSON.stringify({ eventList: [event('evt-beacon-01')] });
      const response = await t.post(calls.appEventLogClient.path, body, { headers: { 'content-type': 'text/plain;charset=UTF-8' } });
      expect(response.json().data).toEqual({ accepted: 1, duplicates: 0 });
    });

    it('lists stored events by name through the test hook', async () => {
      await t.post(calls.appEventLogClient.path, { eventList: [event('evt-hook-0001', 'hook_probe'), event('evt-hook-0002', 'hook_probe')] });
      await t.post(calls.appEventLogClient.path, { eventList: [{ ...event('evt-hook-0003', 'hook_probe'), page: '/other', params: { path: '/x' } }] });
      const response = await t.app.inject({ method: 'GET', url: '/__test/events?name=hook_probe' });
      expect(response.json()).toEqual({ ids: ['evt-hook-0001', 'evt-hook-0002', 'evt-hook-0003'], count: 3 });
      const byPage = await t.app.inject({ method: 'GET', url: '/__test/events?name=hook_probe&path=%2Fother' });
      expect(byPage.json()).toEqual({ ids: ['evt-hook-0003'], count: 1 });
      const byParam = await t.app.inject({ method: 'GET', url: '/__test/events?name=hook_probe&path=%2Fx' });
      expect(byParam.json()).toEqual({ ids: ['evt-hook-0003'], count: 1 });
    });
  });

  describe('Idempotency-Key', () => {
    const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

    it('replays the first answer for the same key and body', async () => {
      const body = { eventList: [event('evt-idem-0001')] };
      const first = await t.post(calls.appEventLogClient.path, body, withKey('key-replay'));
      const second = await t.post(calls.appEventLogClient.path, body, withKey('key-replay'));
      expect(first.json().data).toEqual({ accepted: 1, duplicates: 0 });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      const withoutKey = await t.post(calls.appEventLogClient.path, body);
      expect(withoutKey.json().data).toEqual({ accepted: 0, duplicates: 1 });
    });

    it('refuses the same key with a different body', async () => {
      await t.post(calls.appEventLogClient.path, { eventList: [event('evt-idem-0002')] }, withKey('key-mismatch'));
      const response = await t.post(calls.appEventLogClient.path, { eventList: [event('evt-idem-0003')] }, withKey('key-mismatch'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 409, msg: 'Idempotency-Key reused with a different request', data: null });
    });

    it('refuses a duplicate while the first request is still in flight', async () => {
      const body = { eventList: [event('evt-idem-0004')] };
      // The first request's claim, as it stands while its handler runs.
      await t.db
        .insertInto('idempotency_keys')
        .values({
          key: 'key-flight',
          scope: 'visitor',
          call: 'appEventLogClient',
          request_hash: hashRequest(body),
          state: 'pending',
          status_code: null,
          answer: null,
          created_at: t.clock.now(),
        })
        .execute();
      const response = await t.post(calls.appEventLogClient.path, body, withKey('key-flight'));
      expect(response.statusCode).toBe(409);
      expect(response.json().msg).toBe('A request with this Idempotency-Key is still being processed');
    });

    it('lets a retry take over a claim left pending by a request that died', async () => {
      const body = { eventList: [event('evt-idem-0005')] };
      await t.db
        .insertInto('idempotency_keys')
        .values({
          key: 'key-dead',
          scope: 'visitor',
          call: 'appEventLogClient',
          request_hash: hashRequest(body),
          state: 'pending',
          status_code: null,
          answer: null,
          created_at: t.clock.now() - 61_000,
        })
        .execute();
      const response = await t.post(calls.appEventLogClient.path, body, withKey('key-dead'));
      expect(response.json().data).toEqual({ accepted: 1, duplicates: 0 });
      expect((await t.post(calls.appEventLogClient.path, body, withKey('key-dead'))).headers['idempotent-replayed']).toBe('true');
    });

    it('keeps keys apart per player', async () => {
      const a = await newPlayer(t, 'ka');
      const b = await newPlayer(t, 'kb');
      const body = { gameId: 3, heartbeat: 1 };
      const first = await t.post(calls.online.path, body, { token: a.token, ...withKey('shared-key') });
      t.clock.advance(1_000);
      const other = await t.post(calls.online.path, body, { token: b.token, ...withKey('shared-key') });
      expect(other.headers['idempotent-replayed']).toBeUndefined();
      expect(other.json().data.serverTime).toBe(first.json().data.serverTime + 1_000);
      const replay = await t.post(calls.online.path, body, { token: a.token, ...withKey('shared-key') });
      expect(replay.json()).toEqual(first.json());
    });

    it('ignores the key on read calls', async () => {
      const first = await t.post(calls.appConfig.path, {}, withKey('key-read'));
      t.clock.advance(5);
      const second = await t.post(calls.appConfig.path, {}, withKey('key-read'));
      expect(second.json().data.serverTime).toBe(first.json().data.serverTime + 5);
    });
  });
});
