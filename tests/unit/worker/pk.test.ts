// The worker's red versus blue module: the view kept with when it was read, a join posted with an idempotency key and
// its answer kept at once, a refused join or a bad answer writing nothing, and the view gone with the session.
import { afterEach, describe, expect, it } from 'vitest';
import type { PkData } from '../../../contract/index.ts';
import { clearUserTables, getKv } from '../../../src/db/database.ts';
import { createPk } from '../../../worker/pk.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

function setUp(script: Reply[]) {
  harness = createHarness(script);
  harness.state.token = 'tok-1';
  return { ...harness, pk: createPk({ http: harness.http, db: harness.db, state: harness.state, now: harness.now, uuid: () => 'key-1' }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const camps = { red: { validBet: 30_000, members: 3 }, blue: { validBet: 25_000, members: 1 } };
const view = (me: NonNullable<PkData['current']>['me'] = null): PkData => ({
  current: { id: 7, startsAt: 1_000, signupEndsAt: 2_000, endsAt: 9_000, pool: 1_000_000, ...camps, signUpOpen: true, me },
  last: null,
});

describe('red versus blue module', () => {
  it('keeps the view with when it was read', async () => {
    const h = setUp([envelope(view())]);
    expect(await h.pk.load()).toMatchObject({ ok: true });
    expect(await getKv('pkData', h.db)).toEqual({ ...view(), readAt: h.now() });
  });

  it('joins with an idempotency key and keeps the answer at once', async () => {
    const joined = view({ camp: 'blue', joinedAt: 1_500, validBet: 0, estimate: 0 });
    const h = setUp([envelope(joined)]);
    expect(await h.pk.signUp('blue')).toMatchObject({ ok: true });
    expect(h.server.requests[0]!.body).toMatchObject({ camp: 'blue' });
    expect(h.server.requests[0]!.url).toContain('/app/v1/pkSignUp');
    expect(h.server.requests[0]!.headers['Idempotency-Key']).toBe('key-1');
    expect((await getKv('pkData', h.db))?.current?.me?.camp).toBe('blue');
  });

  it('a refused join keeps the old view and says why', async () => {
    const h = setUp([envelope(view()), failure(403, 'Sign-up for this round has closed.')]);
    await h.pk.load();
    const refused = await h.pk.signUp('red');
    expect(refused).toMatchObject({ ok: false });
    expect((await getKv('pkData', h.db))?.current?.me).toBeNull();
  });

  it('refuses an answer that breaks the contract and writes nothing', async () => {
    const h = setUp([envelope({ current: { id: 'seven' }, last: null })]);
    expect((await h.pk.load()).ok).toBe(false);
    expect(await getKv('pkData', h.db)).toBeUndefined();
  });

  it('forgets the view when the session ends', async () => {
    const h = setUp([envelope(view())]);
    await h.pk.load();
    await clearUserTables(h.db);
    expect(await getKv('pkData', h.db)).toBeUndefined();
  });
});
