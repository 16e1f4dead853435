// Lotto 6/42: buying lines with coin, ticket props and coupons; sales closing five minutes before 21:00 Manila; a
// draw settling every line once even with two runs racing; the result re-derived from the revealed seed whose hash was
// published before any sale; a coin win paid through the ledger; a product win ordered with an address; other
// players' lines and orders out of reach; the ledger audit clean after every test.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, manilaMidnight } from '../../../contract/manila.ts';
import { LOTTERY_CODE } from '../../../contract/calls/lottery.ts';
import { countMatches, LOTTO_MAX } from '../../../contract/lottery.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runDraw, runDueDraws } from '../../../server/domain/lottery/draws.ts';
import { drawNumbers } from '../../../server/domain/lottery/seed.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { grantAwards } from '../../../server/domain/awards.ts';
import { appCalls, backends, balanceOf, fundedPlayer, startTestApp, type TestApp } from './helpers.ts';

const address = {
  recipient: 'Juan Dela Cruz',
  mobile: '09171234567',
  region: 'NCR',
  city: 'Quezon City',
  barangay: 'Bagong Pag-asa',
  street: '12 Mabini St.',
  postalCode: '1105',
};

describe.each(backends())('lottery on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // Noon in Manila, the day after the test clock's start: the draw on sale is that day's 21:00.
    const now = t.clock.now();
    t.clock.advance(manilaMidnight(now) + DAY_MS + 4 * 3_600_000 - now);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const admin = (...args: string[]) => runOperatorCommand(t.db, 'lottery', args, t.clock.now());
  const info = (token: string) => data('getLotteryInfo', {}, token);
  const buy = (token: string, body: object, key?: string) => call('buyLotteryTickets', body, token, key ? { 'idempotency-key': key } : {});
  const seedOf = async (drawId: number) => (await t.db.selectFrom('lottery_draws').select('seed').where('id', '=', drawId).executeTakeFirstOrThrow()).seed;
  const give = (userId: number, propId: number, count: number, ref: string) =>
    t.db.transaction().execute((trx) => grantAwards(trx, userId, [{ id: propId, count }], { source: 'test', reference: ref, now: t.clock.now() }));
  /** A line that matches exactly `k` of the drawn numbers. */
  const lineMatching = (drawn: number[], k: number) => {
    const others = Array.from({ length: LOTTO_MAX }, (_, i) => i + 1).filter((n) => !drawn.includes(n));
    return [...drawn.slice(0, k), ...others.slice(0, 6 - k)];
  };

  it('publishes the seed hash of the draw on sale (21:00 Manila, sales close 20:55) before any line is sold', async () => {
    const p = await fundedPlayer(t, 10_000, 'lh');
    const { draw } = await info(p.token);
    expect(draw.seed).toBe('');
    expect(draw.numbers).toEqual([]);
    expect(draw.closesAt).toBe(draw.drawAt - 5 * 60_000);
    expect(new Date(draw.drawAt + 8 * 3_600_000).getUTCHours()).toBe(21);
    const seed = await seedOf(draw.id);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(draw.seedHash);
    expect((await t.db.selectFrom('lottery_tickets').select('id').where('draw_id', '=', draw.id).execute()).length).toBe(0);
  });

  it('sells lines for coin through the ledger, replays an Idempotency-Key once, and refuses bad input and strangers', async () => {
    const p = await fundedPlayer(t, 10_000, 'lc');
    const { draw } = await info(p.token);
    const body = {
      drawId: draw.id,
      tier: 2,
      lines: [
        [1, 2, 3, 4, 5, 6],
        [7, 8, 9, 10, 11, 12],
      ],
      pay: 'coin',
    };
    const first = await buy(p.token, body, 'buy-1');
    expect(first.json().code, first.body).toBe(0);
    expect(first.json().data.balance).toBe(10_000 - 2 * 4_000);
    const again = await buy(p.token, body, 'buy-1');
    expect(again.json().data).toEqual(first.json().data);
    expect(await balanceOf(t, p.userId)).toBe(2_000);
    expect((await info(p.token)).myLines).toHaveLength(2);

    const poor = await buy(p.token, { ...body, tier: 1, lines: [[1, 2, 3, 4, 5, 7]] });
    expect(poor.json().code).toBe(0); // exactly ₱20 left
    const broke = await buy(p.token, { ...body, tier: 1, lines: [[1, 2, 3, 4, 5, 8]] });
    expect(broke.json()).toMatchObject({ code: LOTTERY_CODE.notEnoughCoin, msg: 'Not enough coin in your wallet for these lines.' });

    for (const [bad, msg] of [
      [{ ...body, lines: [[1, 2, 3, 4, 5]] }, 'Pick exactly 6 numbers'],
      [{ ...body, lines: [[1, 1, 2, 3, 4, 5]] }, 'Pick six different numbers'],
      [{ ...body, lines: [[0, 1, 2, 3, 4, 5]] }, 'Numbers run from 1 to 42'],
      [{ ...body, lines: [[1, 2, 3, 4, 5, 43]] }, 'Numbers run from 1 to 42'],
      [{ ...body, tier: 4 }, 'Choose tier 1, 2 or 3'],
      [{ ...body, pay: 'coupon' }, 'Choose the coupon to use'],
    ] as const) {
      const r = await buy(p.token, bad);
      expect(r.json().code, JSON.stringify(bad)).toBe(400);
      expect(r.json().msg).toContain(msg);
    }
    const visitor = await t.post('/app/v1/buyLotteryTickets', body);
    expect(visitor.json().code).toBe(401);
    await data('logout', {}, p.token);
    expect((await buy(p.token, body)).json().code).toBe(401);
    expect((await t.post('/app/v1/getLotteryRecord', {}, { token: p.token })).json().code).toBe(401);
  });

  it('pays a line with a ticket prop of its tier, and a coupon takes its share off one line', async () => {
    const p = await fundedPlayer(t, 10_000, 'lt');
    const { draw } = await info(p.token);
    await give(p.userId, 80003, 2, 'lt1');
    await give(p.userId, 110004, 1, 'lt2');
    expect((await data('refreshData', {}, p.token)).lottery).toBe(2);
    const line = [3, 9, 14, 22, 31, 40];
    const noTier1 = await buy(p.token, { drawId: draw.id, tier: 1, lines: [line], pay: 'ticket' });
    expect(noTier1.json()).toMatchObject({ code: LOTTERY_CODE.noTickets });
    const r = await buy(p.token, { drawId: draw.id, tier: 3, lines: [line, line], pay: 'ticket' });
    expect(r.json().code, r.body).toBe(0);
    expect(r.json().data).toMatchObject({ balance: 10_000, tickets: [0, 0, 0] });
    expect((await data('refreshData', {}, p.token)).lottery).toBe(0);
    const c = await buy(p.token, { drawId: draw.id, tier: 1, lines: [line, line], pay: 'coupon', couponId: 110004 });
    expect(c.json().code, c.body).toBe(0);
    expect(c.json().data.balance).toBe(10_000 - 1_000 - 2_000);
    expect(c.json().data.lines.map((l: { paid: number; paidWith: string }) => [l.paid, l.paidWith])).toEqual([
      [1_000, 'coupon'],
      [2_000, 'coin'],
    ]);
    const spent = await buy(p.token, { drawId: draw.id, tier: 1, lines: [line], pay: 'coupon', couponId: 110004 });
    expect(spent.json()).toMatchObject({ code: LOTTERY_CODE.noCoupon });
    expect(await balanceOf(t, p.userId)).toBe(7_000);
  });

  it('closes sales at 20:55 Manila; the timer draws at 21:00, settles every line once, and the next draw goes on sale', async () => {
    const p = await fundedPlayer(t, 100_000, 'ls');
    const { draw } = await info(p.token);
    const seed = await seedOf(draw.id);
    const drawn = await drawNumbers(seed);
    const win4 = lineMatching(drawn, 4);
    expect((await buy(p.token, { drawId: draw.id, tier: 2, lines: [win4, lineMatching(drawn, 0)], pay: 'coin' })).json().code).toBe(0);
    const before = await balanceOf(t, p.userId);

    t.clock.advance(draw.closesAt - t.clock.now());
    const late = await buy(p.token, { drawId: draw.id, tier: 1, lines: [win4], pay: 'coin' });
    expect(late.json()).toMatchObject({ code: LOTTERY_CODE.salesClosed });
    expect(late.json().msg).toMatch(/Sales for this draw are closed/);
    expect((await info(p.token)).draw.id).not.toBe(draw.id); // tomorrow's is on sale with its own hash
    expect(await runDueDraws(t.db, t.clock.now())).toEqual([]); // not 21:00 yet

    t.clock.advance(draw.drawAt - t.clock.now());
    // Two runs at once (the timer and an operator): one draws, the other finds it drawn.
    const [a, b] = await Promise.all([runDraw(t.db, draw.id, t.clock.now()), runDraw(t.db, draw.id, t.clock.now())]);
    expect([a.drawnNow, b.drawnNow].sort()).toEqual([false, true]);
    expect(a.numbers).toEqual(drawn);
    expect(await runDueDraws(t.db, t.clock.now())).toEqual([]);
    expect(await admin('draw', String(draw.id))).toMatch(/already drawn/);

    // 4 of 6 on tier 2: ₱200 x 2, paid once as real money.
    expect(await balanceOf(t, p.userId)).toBe(before + 40_000);
    const unsettled = await t.db.selectFrom('lottery_tickets').select('id').where('draw_id', '=', draw.id).where('settled_at', 'is', null).execute();
    expect(unsettled).toEqual([]);
    const record = await data('getLotteryRecord', { pageNum: 1 }, p.token);
    const mine = record.list.filter((l: { drawId: number }) => l.drawId === draw.id);
    expect(mine.map((l: { status: string; matched: number; prize: number }) => [l.status, l.matched, l.prize])).toEqual([
      ['lost', 0, 0],
      ['won', 4, 40_000],
    ]);
    const history = await data('getLotteryHistory', {}, p.token);
    const past = history.list.find((d: { id: number }) => d.id === draw.id);
    expect(past).toMatchObject({ seed, seedHash: draw.seedHash, numbers: drawn, drawn: true });
    expect(createHash('sha256').update(past.seed).digest('hex')).toBe(past.seedHash);
    expect(countMatches(win4, past.numbers)).toBe(4);
  });

  it('a 6-of-6 line wins the product: ordered once with an address, 100 racing claims make one order, others cannot see or claim it', async () => {
    const p = await fundedPlayer(t, 10_000, 'lp');
    const other = await fundedPlayer(t, 10_000, 'lo');
    const { draw } = await info(p.token);
    const drawn = await drawNumbers(await seedOf(draw.id));
    expect((await buy(p.token, { drawId: draw.id, tier: 1, lines: [drawn], pay: 'coin' }, 'lp-buy')).json().code).toBe(0);
    expect(await admin('draw')).toMatch(new RegExp(`Lottery draw ${draw.id}: .*1 winning`));
    const orders = await data('getLotteryOrders', {}, p.token);
    expect(orders.list).toEqual([]);
    expect(orders.unclaimed).toHaveLength(1);
    const ticketId = orders.unclaimed[0].id;
    expect(orders.unclaimed[0].productName).toBe(draw.product.name);
    expect((await data('getLotteryOrders', {}, other.token)).unclaimed).toEqual([]);
    expect((await call('claimLotteryProduct', { ticketId, address }, other.token)).json().code).toBe(LOTTERY_CODE.noProduct);
    const badAddress = await call('claimLotteryProduct', { ticketId, address: { ...address, postalCode: '12' } }, p.token);
    expect(badAddress.json()).toMatchObject({ code: 400, msg: expect.stringContaining('postal code is 4 digits') });

    const answers = await Promise.all(Array.from({ length: 100 }, () => call('claimLotteryProduct', { ticketId, address }, p.token)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === LOTTERY_CODE.noProduct)).toBe(true);
    const after = await data('getLotteryOrders', {}, p.token);
    expect(after.unclaimed).toEqual([]);
    expect(after.list).toHaveLength(1);
    expect(after.list[0]).toMatchObject({ ticketId, status: 'ordered', address: { ...address, mobile: expect.any(String) } });
    expect((await data('getLotteryOrders', {}, other.token)).list).toEqual([]);

    const id = String(after.list[0].id);
    expect(await admin('orders')).toMatch(new RegExp(`#${id} ordered .*Juan Dela Cruz`));
    expect(await admin('orders', 'set', id, 'shipped')).toBe(`Lottery order ${id} is shipped`);
    expect((await data('getLotteryOrders', {}, p.token)).list[0].status).toBe('shipped');
    await expect(admin('orders', 'set', '999999', 'shipped')).rejects.toThrow(/No lottery order/);
    // Another player's lines never show in their record.
    expect((await data('getLotteryRecord', {}, other.token)).total).toBe(0);
  });

  it('a drawn draw takes no more lines; the products are listed', async () => {
    const p = await fundedPlayer(t, 10_000, 'ld');
    const { draw } = await info(p.token);
    await admin('draw', String(draw.id));
    const r = await buy(p.token, { drawId: draw.id, tier: 1, lines: [[1, 2, 3, 4, 5, 6]], pay: 'coin' });
    expect(r.json()).toMatchObject({ code: LOTTERY_CODE.salesClosed });
    expect(await balanceOf(t, p.userId)).toBe(10_000);
    expect((await data('getLotteryProducts', {}, p.token)).list.map((x: { name: string }) => x.name)).toContain('Rice, 25 kg sack');
  });
  it('100 racing purchases with one ticket buy one line; 100 racing coin purchases never overdraw', async () => {
    const p = await fundedPlayer(t, 10_000, 'lr');
    const { draw } = await info(p.token);
    await give(p.userId, 80001, 1, 'lr1');
    const body = { drawId: draw.id, tier: 1, lines: [[5, 10, 15, 20, 25, 30]], pay: 'ticket' };
    const answers = await Promise.all(Array.from({ length: 100 }, () => buy(p.token, body)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === LOTTERY_CODE.noTickets)).toBe(true);
    const coin = await Promise.all(Array.from({ length: 100 }, () => buy(p.token, { ...body, pay: 'coin' })));
    expect(coin.filter((r) => r.json().code === 0)).toHaveLength(5); // ₱100 buys five ₱20 lines
    expect(await balanceOf(t, p.userId)).toBe(0);
    expect((await data('getLotteryRecord', {}, p.token)).total).toBe(6);
  });

  it('the operator command checks its words', async () => {
    const { checkOperatorArgs } = await import('../../../server/domain/operator.ts');
    for (const bad of [['draw', 'x'], ['orders', 'set', '1', 'lost'], ['orders', 'bogus'], ['nope']])
      expect(() => checkOperatorArgs('lottery', bad)).toThrow(/Usage/);
    expect(await admin('show')).toMatch(/^draw \d+ on sale: .*seed hash [0-9a-f]{64}$/);
    expect(await admin('orders', 'delivered')).toBe('No lottery orders');
  });
  it('a player on a responsible-play time-out cannot buy lines (4006, with the reason), and nothing is taken', async () => {
    const p = await fundedPlayer(t, 10_000, 'lx');
    const { draw } = await info(p.token);
    expect((await call('startTimeOut', { hours: 24 }, p.token)).json().code).toBe(0);
    const r = await buy(p.token, { drawId: draw.id, tier: 1, lines: [[1, 2, 3, 4, 5, 6]], pay: 'coin' });
    expect(r.json()).toMatchObject({ code: LOTTERY_CODE.paused, msg: expect.stringMatching(/^You are taking a time-out until/) });
    expect(await balanceOf(t, p.userId)).toBe(10_000);
  });
});
