// The worker's lottery module: the info stored for offline reading, a purchase sent with an Idempotency-Key that adds
// its lines, the balance and the ticket count at once, a refused purchase writing nothing, record pages appended
// without duplicates, and a product claim moving the line from unclaimed to orders.
import { afterEach, describe, expect, it } from 'vitest';
import type { LotteryInfo, LotteryOrder, LotteryTicket } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createLottery } from '../../../worker/lottery.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { userInfoFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 10_000, lottery: 2 }), updatedAt: 0 });
  let n = 0;
  return { ...h, lottery: createLottery({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const product = { id: 1, name: 'Smartphone (128 GB)', description: 'A phone', value: 1_200_000 };
const draw = { id: 3, drawAt: 1_765_000_000_000, closesAt: 1_764_999_700_000, seedHash: 'ab'.repeat(32), seed: '', numbers: [], drawn: false, product };
const line = (id: number, over: Partial<LotteryTicket> = {}): LotteryTicket => ({
  id,
  drawId: 3,
  drawAt: draw.drawAt,
  numbers: [1, 2, 3, 4, 5, 6],
  tier: 1,
  paidWith: 'coin',
  paid: 2_000,
  status: 'pending',
  matched: null,
  drawNumbers: [],
  prize: 0,
  productName: null,
  orderId: null,
  createdAt: 1,
  ...over,
});
const info: LotteryInfo = {
  draw,
  lastDraw: null,
  tickets: [2, 0, 0],
  coupons: [{ propId: 110001, count: 1 }],
  myLines: [],
  unclaimedProducts: 1,
  serverTime: 1,
};
const address = {
  recipient: 'Juan Dela Cruz',
  mobile: '+639171234567',
  region: 'NCR' as const,
  city: 'Quezon City',
  barangay: 'Pag-asa',
  street: '12 Mabini St.',
  postalCode: '1105',
};

describe('worker lottery', () => {
  it('keeps the draw info for offline reading', async () => {
    const h = await setUp([envelope(info)]);
    expect(await h.lottery.load()).toEqual({ ok: true, data: { drawId: 3 } });
    expect((await getKv('lotteryInfo', h.db))?.draw.seedHash).toBe(draw.seedHash);
  });

  it('buys with an Idempotency-Key: lines, coupon, balance and ticket count written at once', async () => {
    const bought = { lines: [line(9, { paidWith: 'coupon', paid: 1_800 })], balance: 8_200, tickets: [2, 0, 0] };
    const h = await setUp([envelope(info), envelope(bought)]);
    await h.lottery.load();
    const result = await h.lottery.buy({ drawId: 3, tier: 1, lines: [[1, 2, 3, 4, 5, 6]], pay: 'coupon', couponId: 110001 });
    expect(result).toEqual({ ok: true, data: { lines: bought.lines, balance: 8_200 } });
    expect(h.server.requests[1]!.headers['Idempotency-Key']).toBe('key-1');
    const kept = await getKv('lotteryInfo', h.db);
    expect(kept?.myLines.map((l) => l.id)).toEqual([9]);
    expect(kept?.coupons).toEqual([]);
    expect(await h.db.user.get('me')).toMatchObject({ coin: 8_200, lottery: 2 });
  });

  it('a refused purchase (sales closed) answers the code, writes nothing and reloads the draw on sale', async () => {
    const next = { ...info, draw: { ...draw, id: 4 } };
    const h = await setUp([envelope(info), failure(4001, 'Sales for this draw are closed.', 403), envelope(next)]);
    await h.lottery.load();
    expect(await h.lottery.buy({ drawId: 3, tier: 1, lines: [[1, 2, 3, 4, 5, 6]], pay: 'coin' })).toMatchObject({ ok: false, code: 4001 });
    expect((await h.db.user.get('me'))?.coin).toBe(10_000);
    await waitFor(async () => (await getKv('lotteryInfo', h.db))?.draw.id === 4);
  });

  it('pages the record, appending without duplicates', async () => {
    const h = await setUp([envelope({ list: [line(3), line(2)], total: 3, pages: 2 }), envelope({ list: [line(2), line(1)], total: 3, pages: 2 })]);
    await h.lottery.loadRecord(1);
    await h.lottery.loadRecord(2);
    expect((await getKv('lotteryRecord', h.db))?.list.map((l) => l.id)).toEqual([3, 2, 1]);
    expect((await getKv('lotteryRecord', h.db))?.pageNum).toBe(2);
  });

  it('a product claim moves the line from unclaimed to the orders', async () => {
    const won = line(5, { status: 'won', matched: 6, productName: product.name });
    const order: LotteryOrder = { id: 1, ticketId: 5, productName: product.name, status: 'ordered', address, createdAt: 1, updatedAt: 1 };
    const h = await setUp([envelope(info), envelope({ list: [], unclaimed: [won] }), envelope(order)]);
    await h.lottery.load();
    await h.lottery.loadOrders();
    expect(await h.lottery.claimProduct(5, { ...address, mobile: '09171234567' })).toEqual({ ok: true, data: order });
    expect(await getKv('lotteryOrders', h.db)).toEqual({ list: [order], unclaimed: [] });
    expect((await getKv('lotteryInfo', h.db))?.unclaimedProducts).toBe(0);
  });
});

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not met');
}
