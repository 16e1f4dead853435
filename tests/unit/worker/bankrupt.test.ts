// The worker's bankruptcy gift and monthly bonus modules: the info stored with the time it arrived, a claim marking
// its gift received with the new balance and an Idempotency-Key, a refusal code reaching the UI untouched (3001-3004
// with HTTP 403), and a bad answer refused without a write.
import { afterEach, describe, expect, it } from 'vitest';
import type { BankruptGiftInfo, MonthlyBonus } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createBankrupt } from '../../../worker/bankrupt.ts';
import { createMonthlyBonus } from '../../../worker/monthly-bonus.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 0 }), updatedAt: 0 });
  let n = 0;
  const deps = { http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` };
  return { ...h, bankrupt: createBankrupt(deps), monthly: createMonthlyBonus(deps) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const info = (): BankruptGiftInfo => ({
  bankrupt: true,
  canReceiveLastMs: -1,
  gift2LastMs: -1,
  awardList: [
    { id: 1, propId: 2001, count: 500, canReceive: true, isReceived: false },
    { id: 2, propId: 2001, count: 1_000, canReceive: false, isReceived: false },
  ],
  currBet: 0,
  validBet: 5_000,
  vip: 0,
  threshold: 100,
  gift2WaitMs: 1_800_000,
  balance: 0,
});

describe('worker bankrupt', () => {
  it('stores the info with the time it arrived; a claim marks the gift received and writes the balance', async () => {
    const h = await setUp([envelope({ bankruptGiftInfo: info() }), envelope({ id: 1, awards: [{ id: 2001, count: 500 }], balance: 500 })]);
    expect((await h.bankrupt.load()).ok).toBe(true);
    expect(await getKv('bankruptGift', h.db)).toEqual({ info: info(), fetchedAt: NOW });
    expect(await h.bankrupt.claim(1)).toEqual({ ok: true, data: { id: 1, awards: [{ id: 2001, count: 500 }], balance: 500 } });
    expect(h.server.requests[1]!.headers['Idempotency-Key']).toBe('key-1');
    expect((await h.db.user.get('me'))?.coin).toBe(500);
    expect((await getKv('bankruptGift', h.db))?.info.awardList[0]).toMatchObject({ canReceive: false, isReceived: true });
  });

  it('passes a refusal code through and writes nothing; a bad answer is refused', async () => {
    const h = await setUp([failure(3003, 'Place more valid bets before claiming this gift.', 403), envelope({ bankruptGiftInfo: { bankrupt: 'yes' } })]);
    expect(await h.bankrupt.claim(2)).toMatchObject({ ok: false, code: 3003, reason: 'api' });
    expect((await h.db.user.get('me'))?.coin).toBe(0);
    expect(await h.bankrupt.load()).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await getKv('bankruptGift', h.db)).toBeUndefined();
  });
});

describe('worker monthly bonus', () => {
  const bonus: MonthlyBonus = {
    month: '2026-10',
    lastMonthBet: 600_000,
    lastMonthDeposit: 0,
    tier: 1,
    awards: [{ id: 2001, count: 2_000 }],
    claimable: true,
    claimed: false,
    nextAt: NOW + 1_000,
    tiers: [{ tier: 1, minBet: 500_000, minDeposit: 100_000, awards: [{ id: 2001, count: 2_000 }] }],
  };

  it('stores the bonus; a claim marks it claimed and writes the balance', async () => {
    const h = await setUp([envelope(bonus), envelope({ tier: 1, awards: [{ id: 2001, count: 2_000 }], balance: 2_000 })]);
    await h.monthly.load();
    expect(await getKv('monthlyBonus', h.db)).toEqual(bonus);
    expect((await h.monthly.claim()).ok).toBe(true);
    expect(await getKv('monthlyBonus', h.db)).toMatchObject({ claimed: true, claimable: false });
    expect((await h.db.user.get('me'))?.coin).toBe(2_000);
  });
});
