// Diamond mall: coin exchange at the rate and bounds, goods ordered from a saved address with stock, the address
// refusal, orders moved along by the operator, the journal and ticker, addup claims and coupons; races of one exchange
// and of many different ones; another player's order never shown; try-it, visitors and a revoked session refused.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_CODE } from '../../../contract/calls/diamonds.ts';
import { grantAwards } from '../../../server/domain/awards.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { checkOperatorArgs, runOperatorCommand, UsageError } from '../../../server/domain/operator.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, balanceOf, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const ADDRESS = {
  recipient: 'Juan Dela Cruz',
  mobile: '09171234567',
  region: 'NCR',
  city: 'Quezon City',
  barangay: 'Bagong Pag-asa',
  street: '12 Mabini St.',
  postalCode: '1105',
};

describe.each(backends())('diamond mall on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const code = async (name: string, body: unknown, token: string, headers: Record<string, string> = {}) => (await call(name, body, token, headers)).json().code;

  async function playerWith(diamonds: number, extra: { id: number; count: number }[] = []) {
    const p = await newPlayer(t, 'd');
    const userId = (await findUserIdByAccount(t.db, p.account))!;
    await t.db
      .transaction()
      .execute((trx) => grantAwards(trx, userId, [{ id: 60001, count: diamonds }, ...extra], { source: 'test', reference: randomUUID(), now: t.clock.now() }));
    return { ...p, userId };
  }

  it('shows the shop and exchanges diamonds for coin at the rate, journaled', async () => {
    const p = await playerWith(100);
    const shop = await data('diamondShopData', {}, p.token);
    expect(shop).toMatchObject({ diamonds: 100, diamondsValue: 10_000, rate: { diamondValue: 100, min: 10, max: 100_000 }, spent: 0, hasAddress: false });
    expect(shop.goods.map((g: { name: string }) => g.name)).toContain('PisoWin tumbler');
    expect(shop.addup[0]).toMatchObject({ threshold: 100, reached: false, claimed: false });

    const before = await balanceOf(t, p.userId);
    const done = await data('diamondExchangeCoin', { diamonds: 40 }, p.token);
    expect(done).toMatchObject({ diamonds: 60, coin: 4_000, balance: before + 4_000 });
    expect(await balanceOf(t, p.userId)).toBe(before + 4_000);
    const log = await data('diamondLog', { page: 1 }, p.token);
    expect(log.list.map((r: { change: number; balanceAfter: number; kind: string }) => [r.kind, r.change, r.balanceAfter])).toEqual([
      ['coin', -40, 60],
      ['earned', 100, 100],
    ]);
    const ticker = await data('appDiamondBonusTickersData', {}, p.token);
    expect(ticker.list[0]).toMatchObject({ kind: 'coin', diamonds: 40, coin: 4_000 });
    expect(ticker.list[0].nickname).toContain('***');
  });

  it('refuses an exchange beyond the diamonds held or outside the bounds', async () => {
    const p = await playerWith(20);
    expect(await code('diamondExchangeCoin', { diamonds: 30 }, p.token)).toBe(DIAMOND_CODE.notEnough);
    expect(await code('diamondExchangeCoin', { diamonds: 5 }, p.token)).toBe(DIAMOND_CODE.outOfBounds);
    expect(await code('diamondExchangeCoin', { diamonds: -5 }, p.token)).toBe(400);
    expect((await data('diamondShopData', {}, p.token)).diamonds).toBe(20);
  });

  it('orders goods only with a saved address, takes stock, and the operator ships and delivers', async () => {
    const p = await playerWith(1_000);
    const refused = (await call('diamondExchangeGoods', { goodsId: 1 }, p.token)).json();
    expect(refused).toMatchObject({ code: DIAMOND_CODE.noAddress, msg: 'Save your delivery address before ordering a prize.' });

    const bad = (await call('updateAddress', { ...ADDRESS, postalCode: '12' }, p.token)).json();
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('A postal code is 4 digits');
    expect((await data('updateAddress', ADDRESS, p.token)).address.mobile).toMatch(/^\+?63|^09/);
    expect((await data('getAddress', {}, p.token)).address.city).toBe('Quezon City');

    const stockBefore = (await data('diamondShopData', {}, p.token)).goods.find((g: { id: number }) => g.id === 1).stock;
    const { order, diamonds } = await data('diamondExchangeGoods', { goodsId: 1 }, p.token);
    expect(diamonds).toBe(700);
    expect(order).toMatchObject({ goodsName: 'PisoWin tumbler', price: 300, status: 'ordered', tracking: '', shippedAt: null });
    expect(order.address).toContain('Quezon City');
    expect((await data('diamondShopData', {}, p.token)).goods.find((g: { id: number }) => g.id === 1).stock).toBe(stockBefore - 1);

    expect(await runOperatorCommand(t.db, 'orders', ['list'], t.clock.now())).toContain(`#${order.id} ordered`);
    await expect(runOperatorCommand(t.db, 'orders', ['deliver', String(order.id)], t.clock.now())).rejects.toThrow(/only an order that is shipped/);
    expect(await runOperatorCommand(t.db, 'orders', ['ship', String(order.id), 'LBC-123'], t.clock.now())).toContain('is shipped, tracking LBC-123');
    let listed = (await data('diamondGoodsExchangeOrderLog', { page: 1 }, p.token)).list[0];
    expect(listed).toMatchObject({ id: order.id, status: 'shipped', tracking: 'LBC-123' });
    expect(listed.shippedAt).toBeGreaterThan(0);
    t.clock.advance(86_400_000);
    expect(await runOperatorCommand(t.db, 'orders', ['deliver', String(order.id)], t.clock.now())).toContain('is delivered');
    listed = (await data('diamondGoodsExchangeOrderLog', { page: 1 }, p.token)).list[0];
    expect(listed.status).toBe('delivered');
    expect(listed.deliveredAt).toBeGreaterThan(listed.shippedAt);

    // Another player sees none of it.
    const other = await playerWith(10);
    expect((await data('diamondGoodsExchangeOrderLog', { page: 1 }, other.token)).list).toEqual([]);
    expect((await data('diamondLog', { page: 1 }, other.token)).list).toHaveLength(1);
    expect((await data('getAddress', {}, other.token)).address).toBeNull();
  });

  it('refuses a sold-out good', async () => {
    const p = await playerWith(2_000);
    await data('updateAddress', ADDRESS, p.token);
    await runOperatorCommand(t.db, 'mall', ['goods', 'stock', '4', '0'], t.clock.now());
    expect(await code('diamondExchangeGoods', { goodsId: 4 }, p.token)).toBe(DIAMOND_CODE.soldOut);
    expect(await code('diamondExchangeGoods', { goodsId: 999 }, p.token)).toBe(DIAMOND_CODE.soldOut);
    await runOperatorCommand(t.db, 'mall', ['goods', 'set', '3', 'enabled', 'off'], t.clock.now());
    expect(await code('diamondExchangeGoods', { goodsId: 3 }, p.token)).toBe(DIAMOND_CODE.soldOut);
    await runOperatorCommand(t.db, 'mall', ['goods', 'set', '3', 'enabled', 'on'], t.clock.now());
    const poor = await playerWith(299);
    await data('updateAddress', ADDRESS, poor.token);
    expect(await code('diamondExchangeGoods', { goodsId: 1 }, poor.token)).toBe(DIAMOND_CODE.notEnough);
    expect((await data('diamondGoodsExchangeOrderLog', { page: 1 }, poor.token)).list).toEqual([]);
    expect((await data('diamondShopData', {}, p.token)).diamonds).toBe(2_000);
  });

  it('unlocks addup awards by diamonds spent, each claimable once, with the red dot', async () => {
    const p = await playerWith(150);
    const flags = async () => (await data('activityGetStatusList', {}, p.token)).diamondMallRedDot;
    expect(await flags()).toBe(false);
    expect(await code('receiveAddupAwardById', { id: 1 }, p.token)).toBe(DIAMOND_CODE.notReached);
    await data('diamondExchangeCoin', { diamonds: 100 }, p.token);
    expect(await flags()).toBe(true);
    const before = await balanceOf(t, p.userId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('receiveAddupAwardById', { id: 1 }, p.token)));
    expect(answers.filter((a) => a.json().code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.json().code === DIAMOND_CODE.alreadyClaimed)).toHaveLength(19);
    expect(await balanceOf(t, p.userId)).toBe(before + 500);
    expect(await flags()).toBe(false);
  });

  it('turns a diamond coupon into its face value in diamonds', async () => {
    const p = await playerWith(5, [{ id: 100003, count: 1 }]);
    expect((await data('diamondShopData', {}, p.token)).coupons).toEqual([{ propId: 100003, count: 1, face: 50 }]);
    expect(await data('diamondUseCoupon', { propId: 100003 }, p.token)).toEqual({ propId: 100003, added: 50, diamonds: 55 });
    expect(await code('diamondUseCoupon', { propId: 100003 }, p.token)).toBe(DIAMOND_CODE.alreadyClaimed);
    expect((await data('diamondShopData', {}, p.token)).coupons).toEqual([]);
  });

  it('pays one exchange raced 100 times with one Idempotency-Key once', async () => {
    const p = await playerWith(1_000);
    const before = await balanceOf(t, p.userId);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('diamondExchangeCoin', { diamonds: 100 }, p.token, { 'idempotency-key': key })));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 0).length).toBeGreaterThan(0);
    expect(codes.every((c) => c === 0 || c === 409)).toBe(true);
    expect(await balanceOf(t, p.userId)).toBe(before + 10_000);
    expect((await data('diamondShopData', {}, p.token)).diamonds).toBe(900);
  });

  it('never takes more diamonds than held when 100 different exchanges race', async () => {
    const p = await playerWith(1_000);
    const before = await balanceOf(t, p.userId);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => call('diamondExchangeCoin', { diamonds: 30 }, p.token, { 'idempotency-key': randomUUID() })),
    );
    const paid = answers.filter((a) => a.json().code === 0).length;
    expect(paid).toBe(33);
    expect(answers.filter((a) => a.json().code === DIAMOND_CODE.notEnough)).toHaveLength(67);
    expect((await data('diamondShopData', {}, p.token)).diamonds).toBe(10);
    expect(await balanceOf(t, p.userId)).toBe(before + 33 * 3_000);
  });

  it('never sells more goods than stock when many players race for the last ones', async () => {
    const row = await t.db.insertInto('mall_goods').values({ name: 'Race prize', price: 10, value: 1_000, stock: 3 }).returning('id').executeTakeFirstOrThrow();
    const players = await Promise.all(Array.from({ length: 10 }, () => playerWith(100)));
    await Promise.all(players.map((p) => data('updateAddress', ADDRESS, p.token)));
    const answers = await Promise.all(
      players.flatMap((p) => Array.from({ length: 10 }, () => call('diamondExchangeGoods', { goodsId: row.id }, p.token, { 'idempotency-key': randomUUID() }))),
    );
    expect(answers.filter((a) => a.json().code === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.json().code !== 0).every((a) => a.json().code === DIAMOND_CODE.soldOut)).toBe(true);
    const left = await t.db.selectFrom('mall_goods').select('stock').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(left.stock).toBe(0);
    const orders = await t.db.selectFrom('mall_orders').select('id').where('goods_id', '=', row.id).execute();
    expect(orders).toHaveLength(3);
  });

  it('refuses visitors, a try-it game token and a revoked session', async () => {
    const p = await playerWith(100);
    expect((await t.post('/app/v1/diamondExchangeCoin', { diamonds: 10 })).json().code).toBe(401);
    const started = await data('startGame', { gameId: 1, tryIt: true }, p.token);
    const gameToken = new URL(started.url, 'http://x').searchParams.get('token') ?? 'none';
    expect(await code('diamondExchangeCoin', { diamonds: 10 }, gameToken)).toBe(401);
    await runOperatorCommand(t.db, 'sessions', ['revoke', p.account], t.clock.now());
    expect(await code('diamondExchangeCoin', { diamonds: 10 }, p.token)).toBe(401);
    expect(await code('diamondShopData', {}, p.token)).toBe(401);
    const row = await t.db.selectFrom('player_props').select('count').where('user_id', '=', p.userId).where('prop_id', '=', 60001).executeTakeFirstOrThrow();
    expect(row.count).toBe(100);
  });

  it.each([
    ['orders', ['ship']],
    ['orders', ['ship', 'x']],
    ['orders', ['deliver', '1', 'extra']],
    ['mall', ['goods', 'add', '0', '10', '5', 'Cap']],
    ['mall', ['goods', 'set', '1', 'picture', 'https://evil.example/x.png']],
    ['mall', ['rate', '100', '50', '10']],
    ['mall', ['addup', 'set', '1', '100', '2001:0']],
  ])('refuses %s %j', (name, args) => {
    expect(() => checkOperatorArgs(name, args)).toThrow(UsageError);
  });

  it('lets the operator add goods, set the rate and the ladder', async () => {
    expect(await runOperatorCommand(t.db, 'mall', ['goods', 'add', '250', '300', '7', 'PisoWin', 'umbrella'], t.clock.now())).toMatch(
      /Added goods #\d+ PisoWin umbrella: 250 diamonds, stock 7/,
    );
    expect(await runOperatorCommand(t.db, 'mall', ['rate', '50', '20', '500'], t.clock.now())).toBe(
      '1 diamond = ₱0.50 in coin; 20 to 500 diamonds per exchange; turnover x1',
    );
    expect(await runOperatorCommand(t.db, 'mall', ['addup', 'set', '9', '50000', '2001:100000'], t.clock.now())).toContain(
      '#9 at 50000 diamonds spent: ₱1000.00',
    );
    const p = await playerWith(100);
    const shop = await data('diamondShopData', {}, p.token);
    expect(shop.rate).toMatchObject({ diamondValue: 50, min: 20, max: 500 });
    expect(shop.goods.some((g: { name: string }) => g.name === 'PisoWin umbrella')).toBe(true);
    expect(shop.addup.at(-1)).toMatchObject({ id: 9, threshold: 50_000 });
    expect(await code('diamondExchangeCoin', { diamonds: 10 }, p.token)).toBe(DIAMOND_CODE.outOfBounds);
    await runOperatorCommand(t.db, 'mall', ['rate', '100', '10', '100000'], t.clock.now());
  });
});
