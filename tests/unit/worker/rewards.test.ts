// The worker's rewards module: coupons replaced whole, a give-coupon claim marks the coupon used and moves the balance
// at once (a refusal reloads the list), the award log kept page by page, held rewards stored, bad answers refused.
import { afterEach, describe, expect, it } from 'vitest';
import type { Coupon } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createRewards } from '../../../worker/rewards.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100 }), updatedAt: 0 });
  let n = 0;
  return { ...h, rewards: createRewards({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const coupon = (id: number, over: Partial<Coupon> = {}): Coupon => ({
  id,
  propId: 1301,
  kind: 'give',
  rate: 0,
  amount: 1_000,
  minDeposit: 0,
  maxBonus: 0,
  turnoverMultiple: 1,
  createTime: NOW - 1000,
  expireTime: NOW + 86_400_000,
  state: 'usable',
  usedTime: null,
  bonus: 0,
  ...over,
});

describe('worker rewards', () => {
  it('replaces the coupons whole on each load', async () => {
    const h = await setUp([envelope({ list: [coupon(1), coupon(2)] }), envelope({ list: [coupon(2, { state: 'used' })] })]);
    expect(await h.rewards.loadCoupons()).toEqual({ ok: true, data: { count: 2 } });
    await h.rewards.loadCoupons();
    expect(await h.db.coupons.toArray()).toEqual([expect.objectContaining({ id: 2, state: 'used' })]);
  });

  it('claims a give coupon with an Idempotency-Key: coupon used and balance written at once', async () => {
    const h = await setUp([envelope({ list: [coupon(7)] }), envelope({ id: 7, awards: [{ id: 2001, count: 1_000 }], balance: 1_100 })]);
    await h.rewards.loadCoupons();
    const result = await h.rewards.claimGiveCoupon(7);
    expect(result).toEqual({ ok: true, data: { awards: [{ id: 2001, count: 1_000 }], balance: 1_100 } });
    expect(await h.db.coupons.get(7)).toMatchObject({ state: 'used', bonus: 1_000 });
    expect((await h.db.user.get('me'))?.coin).toBe(1_100);
    const claim = h.server.requests.find((r) => r.url.endsWith('/useGiveCoupon'))!;
    expect(claim.headers['Idempotency-Key']).toBe('key-1');
    expect(claim.body).toMatchObject({ id: 7 });
  });

  it('reloads the coupons after a refused claim and leaves the balance alone', async () => {
    const h = await setUp([
      envelope({ list: [coupon(7)] }),
      failure(403, 'This coupon has been used'),
      envelope({ list: [coupon(7, { state: 'used', bonus: 1_000 })] }),
    ]);
    await h.rewards.loadCoupons();
    const result = await h.rewards.claimGiveCoupon(7);
    expect(result).toMatchObject({ ok: false, msg: 'This coupon has been used' });
    expect(await h.db.coupons.get(7)).toMatchObject({ state: 'used' });
    expect((await h.db.user.get('me'))?.coin).toBe(100);
  });

  it('keeps award log pages and says whether more remain; a source filter is sent', async () => {
    const row = (id: number) => ({ id, propId: 2002, count: id, source: 'task', createTime: NOW - id });
    const h = await setUp([
      envelope({ list: Array.from({ length: 20 }, (_, i) => row(30 - i)), total: 25, pageNum: 1, pageSize: 20 }),
      envelope({ list: [row(5)], total: 1, pageNum: 1, pageSize: 20 }),
    ]);
    expect(await h.rewards.loadAwardLog(1)).toEqual({ ok: true, data: { total: 25, hasMore: true } });
    expect(await h.db.awardLog.count()).toBe(20);
    expect(await h.rewards.loadAwardLog(1, 'task')).toEqual({ ok: true, data: { total: 1, hasMore: false } });
    expect(h.server.requests[1]!.body).toMatchObject({ pageNum: 1, source: 'task' });
    expect(await h.db.awardLog.count()).toBe(21);
  });

  it('stores held rewards, and refuses an answer that breaks the contract without writing', async () => {
    const rewards = { props: [{ propId: 2002, count: 500, value: 500 }], usableCoupons: 2, totalValue: 500, rates: { pointValue: 1, diamondValue: 100 } };
    const h = await setUp([envelope(rewards), envelope({ list: [{ id: 'x' }] })]);
    expect(await h.rewards.loadRewards()).toEqual({ ok: true, data: { totalValue: 500 } });
    expect(await getKv('myRewards', h.db)).toEqual(rewards);
    expect((await h.rewards.loadCoupons()).ok).toBe(false);
    expect(await h.db.coupons.count()).toBe(0);
  });
});
