// Retention: the hourly prune deletes only rows that can no longer matter, and the operator can run it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneOld, RETENTION } from '../../../server/domain/housekeeping.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const ADMIN_TOKEN = 'test-admin-token';
const DAY = 86_400_000;

describe.each(backends())('housekeeping on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { adminToken: ADMIN_TOKEN });
  });
  afterAll(() => t?.close());

  it('prunes old rate-limit hits, finished idempotency keys, dead sessions, spent SMS codes and old events, and keeps the rest', async () => {
    const now = t.clock.now();
    const { db } = t;
    const player = await newPlayer(t, 'hk');
    const userId = (await db.selectFrom('users').select('id').where('account', '=', player.account).executeTakeFirstOrThrow()).id;
    await db
      .insertInto('rate_limit_hits')
      .values([
        { bucket: 'hk:old', at: now - RETENTION.rateLimitHits - 1 },
        { bucket: 'hk:new', at: now - 60_000 },
      ])
      .execute();
    const key = (k: string, state: 'done' | 'pending', age: number) => ({
      key: k,
      scope: 'hk',
      call: 'x',
      request_hash: 'h',
      state,
      status_code: state === 'done' ? 200 : null,
      answer: null,
      created_at: now - age,
    });
    await db
      .insertInto('idempotency_keys')
      .values([
        key('done-old', 'done', RETENTION.idempotencyDone + 1),
        key('done-new', 'done', 8 * DAY),
        key('pending-old', 'pending', RETENTION.idempotencyPending + 1),
        key('pending-new', 'pending', 60_000),
      ])
      .execute();
    const session = (hash: string, expiresAt: number, revokedAt: number | null) => ({
      user_id: userId,
      token_hash: hash,
      created_at: now - 40 * DAY,
      expires_at: expiresAt,
      revoked_at: revokedAt,
      last_seen_at: now - 40 * DAY,
    });
    await db
      .insertInto('sessions')
      .values([
        session('hk-expired-long-ago', now - 31 * DAY, null),
        session('hk-revoked-long-ago', now + DAY, now - 31 * DAY),
        session('hk-revoked-lately', now + DAY, now - DAY),
      ])
      .execute();
    await db
      .insertInto('sms_codes')
      .values([
        { mobile: '+639170000001', purpose: 'login', code_hash: 'x', created_at: now - 3 * DAY, expires_at: now - 2 * DAY, wrong_tries: 0 },
        { mobile: '+639170000002', purpose: 'login', code_hash: 'x', created_at: now, expires_at: now + 300_000, wrong_tries: 0 },
      ])
      .execute();
    await db
      .insertInto('sms_locks')
      .values([
        { mobile: '+639170000003', locked_until: now - 1 },
        { mobile: '+639170000004', locked_until: now + 60_000 },
      ])
      .execute();
    const event = (id: string, age: number) => ({
      id,
      name: 'page_view',
      time: now - age,
      page: '/',
      params: JSON.stringify({}),
      user_id: null,
      received_at: now - age,
    });
    await db
      .insertInto('client_events')
      .values([event('hk-old', RETENTION.clientEvents + 1), event('hk-new', DAY)])
      .execute();

    const counts = await pruneOld(db, now);
    expect(counts).toMatchObject({ rateLimitHits: 1, idempotencyKeys: 2, sessions: 2, smsCodes: 1, smsLocks: 1, clientEvents: 1 });

    expect((await db.selectFrom('rate_limit_hits').select('bucket').where('bucket', 'like', 'hk:%').execute()).map((r) => r.bucket)).toEqual(['hk:new']);
    expect((await db.selectFrom('idempotency_keys').select('key').where('scope', '=', 'hk').orderBy('key').execute()).map((r) => r.key)).toEqual([
      'done-new',
      'pending-new',
    ]);
    expect((await db.selectFrom('sessions').select('token_hash').where('token_hash', 'like', 'hk-%').execute()).map((r) => r.token_hash)).toEqual([
      'hk-revoked-lately',
    ]);
    expect((await db.selectFrom('client_events').select('id').where('id', 'like', 'hk-%').execute()).map((r) => r.id)).toEqual(['hk-new']);
    // The player's live session still works.
    expect((await t.post('/app/v1/refreshData', {}, { token: player.token })).json().code).toBe(0);
  });

  it('runs as an operator command', async () => {
    const response = await t.post('/admin/prune', { args: [] }, { headers: { 'x-admin-token': ADMIN_TOKEN }, ip: '127.0.0.1' });
    expect(response.json().data.result).toMatch(/^Pruned \d+ rate-limit hits, \d+ idempotency keys, \d+ sessions/);
    expect((await t.post('/admin/prune', { args: ['now'] }, { headers: { 'x-admin-token': ADMIN_TOKEN }, ip: '127.0.0.1' })).statusCode).toBe(400);
  });
});
