// The worker's activities module: the sign-up bonus stored as the server says, and a claim that moves the balance and
// puts the red dot out at once; a refusal (claimed elsewhere) reloads the stored state instead.
import { afterEach, describe, expect, it } from 'vitest';
import { getKv } from '../../../src/db/database.ts';
import { createActivities } from '../../../worker/activities.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { flagsFixture, userInfoFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100 }), updatedAt: 0 });
  await h.db.flags.put({ key: 'me', ...flagsFixture({ hasSignUpBonus: true }) });
  return { ...h, activities: createActivities({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => 'key-1' }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const AWARDS = [{ id: 2001, count: 1_000 }];

describe('worker activities', () => {
  it('claims the sign-up bonus with an Idempotency-Key: balance, stored state and red dot change at once', async () => {
    const h = await setUp([envelope({ bonus: { awards: AWARDS, claimed: false } }), envelope({ awards: AWARDS, balance: 1_100 })]);
    await h.activities.loadSignUpBonus();
    expect(await getKv('signUpBonus', h.db)).toEqual({ awards: AWARDS, claimed: false });
    expect(await h.activities.claimSignUpBonus()).toEqual({ ok: true, data: { awards: AWARDS, balance: 1_100 } });
    expect((await h.db.user.get('me'))?.coin).toBe(1_100);
    expect(await getKv('signUpBonus', h.db)).toEqual({ awards: AWARDS, claimed: true });
    expect((await h.db.flags.get('me'))?.hasSignUpBonus).toBe(false);
    expect(h.server.requests.find((r) => r.url.endsWith('/claimSignUpBonus'))?.headers['Idempotency-Key']).toBe('key-1');
  });

  it('reloads the stored bonus when the claim is refused, and moves no balance', async () => {
    const h = await setUp([failure(403, 'You have claimed your sign-up bonus'), envelope({ bonus: { awards: AWARDS, claimed: true } })]);
    const result = await h.activities.claimSignUpBonus();
    expect(result.ok).toBe(false);
    expect(await getKv('signUpBonus', h.db)).toEqual({ awards: AWARDS, claimed: true });
    expect((await h.db.user.get('me'))?.coin).toBe(100);
  });
});
