// The worker's sign-in and first-deposit modules: the calendar and offer stored, a claim marking today claimed with the
// new balance and an Idempotency-Key, the sign-in red dot and start-modal flag cleared, a refusal changing nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { SignInData } from '../../../contract/index.ts';
import { getKv, setKv } from '../../../src/db/database.ts';
import { createFirstDeposit } from '../../../worker/first-deposit.ts';
import { createSignIn } from '../../../worker/sign-in.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { flagsFixture, userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100 }), updatedAt: 0 });
  await h.db.flags.put({ key: 'me', ...flagsFixture({ signInFlag: true }) });
  await setKv('activityState', { hasTurntable: false, totalRecharge: 10_000, loginBonus3CanReceive: true }, h.db);
  const deps = { http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => 'key-1' };
  return { ...h, signIn: createSignIn(deps), firstDeposit: createFirstDeposit(deps) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const calendar = (over: Partial<SignInData> = {}): SignInData => ({
  days: [[{ id: 2001, count: 200 }], [{ id: 2002, count: 500 }], [], [], [], [], [{ id: 2001, count: 1_000 }]],
  today: 2,
  streak: 1,
  claimedToday: false,
  canReceive: true,
  hasDeposited: true,
  coinTurnoverMultiple: 1,
  nextDayAt: NOW + 1_000,
  ...over,
});

describe('worker sign-in', () => {
  it('claims today: balance written, today marked claimed, red dot and start-modal flag off', async () => {
    const h = await setUp([envelope(calendar()), envelope({ day: 2, awards: [{ id: 2002, count: 500 }], balance: 100 })]);
    await h.signIn.load();
    expect((await h.db.flags.get('me'))?.signInFlag).toBe(true);
    const claimed = await h.signIn.claim();
    expect(claimed.ok).toBe(true);
    expect(h.server.requests[1]!.headers['Idempotency-Key']).toBe('key-1');
    expect(await getKv('signIn', h.db)).toMatchObject({ today: 2, streak: 2, claimedToday: true, canReceive: false });
    expect((await h.db.flags.get('me'))?.signInFlag).toBe(false);
    expect((await getKv('activityState', h.db))?.loginBonus3CanReceive).toBe(false);
  });

  it('leaves everything as it was when the claim is refused', async () => {
    const h = await setUp([envelope(calendar()), failure(403, 'You have signed in today.')]);
    await h.signIn.load();
    const refused = await h.signIn.claim();
    expect(refused).toMatchObject({ ok: false, msg: 'You have signed in today.' });
    expect(await getKv('signIn', h.db)).toMatchObject({ claimedToday: false, canReceive: true });
    expect((await h.db.flags.get('me'))?.signInFlag).toBe(true);
    expect((await h.db.user.get('me'))?.coin).toBe(100);
  });

  it('stores the first-deposit offer', async () => {
    const offer = { tiers: [{ minAmount: 10_000, bonus: 2_000 }], maxBonus: 30_000, turnoverMultiple: 3, hasDeposited: false, joined: false, received: null };
    const h = await setUp([envelope(offer)]);
    expect((await h.firstDeposit.load()).ok).toBe(true);
    expect(await getKv('firstDeposit', h.db)).toEqual(offer);
  });
});
