// The worker's diamond module: the shop stored with its red dot, a coin exchange sent with an Idempotency-Key that
// writes the balance, diamonds left and ladder progress at once, a refused exchange (1101) writing nothing, an addup
// claim clearing the dot, a goods order added to the kept orders, and orders paged without duplicates.
import { afterEach, describe, expect, it } from 'vitest';
import type { DiamondShop, MallOrder } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createDiamonds } from '../../../worker/diamonds.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { flagsFixture, userInfoFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100 }), updatedAt: 0 });
  await h.db.flags.put({ key: 'me', ...flagsFixture({ diamondMallRedDot: false }) });
  let n = 0;
  return { ...h, diamonds: createDiamonds({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const shop = (over: Partial<DiamondShop> = {}): DiamondShop => ({
  diamonds: 150,
  diamondsValue: 15_000,
  rate: { diamondValue: 100, min: 10, max: 1_000, turnoverMultiple: 1 },
  goods: [{ id: 1, name: 'PisoWin tumbler', picture: '', price: 100, value: 35_000, stock: 5 }],
  spent: 0,
  addup: [{ id: 1, threshold: 100, awards: [{ id: 2001, count: 500 }], reached: false, claimed: false }],
  coupons: [],
  hasAddress: true,
  ...over,
});
const order = (id: number): MallOrder => ({
  id,
  goodsId: 1,
  goodsName: 'PisoWin tumbler',
  price: 100,
  status: 'ordered',
  tracking: '',
  address: '12 Mabini St., Brgy. X, Quezon City, NCR 1105',
  createdAt: 1,
  shippedAt: null,
  deliveredAt: null,
});

describe('worker diamonds', () => {
  it('stores the shop and its red dot', async () => {
    const h = await setUp([envelope(shop({ spent: 100, addup: [{ id: 1, threshold: 100, awards: [], reached: true, claimed: false }] }))]);
    expect(await h.diamonds.load()).toEqual({ ok: true, data: { diamonds: 150 } });
    expect((await getKv('diamondShop', h.db))?.diamonds).toBe(150);
    expect((await h.db.flags.get('me'))?.diamondMallRedDot).toBe(true);
  });

  it('exchanges for coin with an Idempotency-Key: balance, diamonds and ladder move at once', async () => {
    const answer = { diamonds: 50, coin: 10_000, balance: 10_100, awards: [{ id: 2001, count: 10_000 }] };
    const h = await setUp([envelope(shop()), envelope(answer), envelope({ list: [] })]);
    await h.diamonds.load();
    expect(await h.diamonds.exchangeCoin(100)).toEqual({ ok: true, data: answer });
    expect(h.server.requests[1]!.headers['Idempotency-Key']).toBe('key-1');
    expect((await h.db.user.get('me'))?.coin).toBe(10_100);
    expect(await getKv('diamondShop', h.db)).toMatchObject({ diamonds: 50, diamondsValue: 5_000, spent: 100, addup: [{ reached: true }] });
    expect((await h.db.flags.get('me'))?.diamondMallRedDot).toBe(true);
  });

  it('a refused exchange (1101) answers the code and writes nothing', async () => {
    const h = await setUp([envelope(shop()), failure(1101, 'You need 500 diamonds for this and have 150.', 403)]);
    await h.diamonds.load();
    expect(await h.diamonds.exchangeCoin(500)).toMatchObject({ ok: false, reason: 'api', code: 1101 });
    expect((await getKv('diamondShop', h.db))?.diamonds).toBe(150);
    expect((await h.db.user.get('me'))?.coin).toBe(100);
  });

  it('claims an addup rung: claimed, dot off, balance written', async () => {
    const reached = shop({ spent: 100, addup: [{ id: 1, threshold: 100, awards: [{ id: 2001, count: 500 }], reached: true, claimed: false }] });
    const h = await setUp([envelope(reached), envelope({ id: 1, awards: [{ id: 2001, count: 500 }], balance: 600 })]);
    await h.diamonds.load();
    await h.diamonds.claimAddup(1);
    expect((await getKv('diamondShop', h.db))?.addup[0]?.claimed).toBe(true);
    expect((await h.db.flags.get('me'))?.diamondMallRedDot).toBe(false);
    expect((await h.db.user.get('me'))?.coin).toBe(600);
  });

  it('orders goods: stock and diamonds drop, the order is kept first', async () => {
    const h = await setUp([envelope(shop()), envelope({ order: order(9), diamonds: 50 }), envelope({ list: [] })]);
    await h.diamonds.load();
    await h.diamonds.exchangeGoods(1, 100);
    expect(await getKv('diamondShop', h.db)).toMatchObject({ diamonds: 50, goods: [{ stock: 4 }] });
    expect((await getKv('diamondOrders', h.db))?.list.map((o) => o.id)).toEqual([9]);
  });

  it('pages orders: page 1 replaces, later pages append without repeats', async () => {
    const h = await setUp([
      envelope({ list: [order(3), order(2)], page: 1, total: 3, hasMore: true }),
      envelope({ list: [order(2), order(1)], page: 2, total: 3, hasMore: false }),
    ]);
    expect(await h.diamonds.loadOrders(1)).toEqual({ ok: true, data: { hasMore: true } });
    await h.diamonds.loadOrders(2);
    expect((await getKv('diamondOrders', h.db))?.list.map((o) => o.id)).toEqual([3, 2, 1]);
  });
});
