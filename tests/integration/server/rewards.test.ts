// Coupons, bonus money and reward records: coupons granted as awards become instances with terms and expiry; deposit
// coupons pay their bonus once with a turnover lock (also with 20 racing orders), failed orders release them, expired
// and other players' coupons are refused; give coupons are claimed once (100 racing claims); free bonus coin carries
// turnover and needs a top-up before a withdrawal; the award log pages and filters the player's own rows.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
process.env.SANDBOX_PAY_SECRET = 'test-sandbox-secret';
import type { Award } from '../../../contract/index.ts';
import { signNotification } from '../../../server/domain/payments/sandbox.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { grantAwards } from '../../../server/domain/awards.ts';
import { writeConfigValue } from '../../../server/domain/app-config.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const GCASH = 1;
const DAY = 24 * 60 * 60 * 1000;

describe.each(backends())('coupons and rewards on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const callback = (orderId: string, amount: number, status: 'paid' | 'failed' = 'paid') =>
    t.app.inject({ method: 'POST', url: '/pay/sandbox/callback', payload: signNotification({ orderId, status, amount }, t.clock.now()) as object });
  const player = async () => {
    const p = await newPlayer(t, 'rw');
    return { ...p, userId: (await findUserIdByAccount(t.db, p.account))! };
  };
  let grants = 0;
  const grant = (userId: number, awards: Award[], source = 'mail') =>
    t.db.transaction().execute((trx) => grantAwards(trx, userId, awards, { source, reference: `test-${(grants += 1)}`, now: t.clock.now() }));
  const coupons = async (token: string) =>
    (await data('getCoupons', {}, token)).list as Array<{ id: number; propId: number; state: string; kind: string; expireTime: number; bonus: number }>;
  const couponOf = async (token: string, propId: number) => (await coupons(token)).find((c) => c.propId === propId && c.state === 'usable')!;
  const wallet = (token: string) => data('getWalletInfo', {}, token);
  async function depositWith(token: string, amount: number, couponId?: number) {
    const order = await data('createDepositOrder', { rechargeTypeId: GCASH, amount, ...(couponId ? { couponId } : {}) }, token);
    const response = await callback(order.orderId, amount);
    expect(response.json().data.outcome, response.body).toBe('credited');
    return order.orderId as string;
  }

  it('turns coupon awards into instances with their terms and expiry; the award log keeps one row per prop', async () => {
    const p = await player();
    await grant(p.userId, [
      { id: 1010, count: 2 },
      { id: 1201, count: 1 },
      { id: 2002, count: 50 },
    ]);
    const list = await coupons(p.token);
    expect(list).toHaveLength(3);
    const percent = list.filter((c) => c.propId === 1010);
    expect(percent).toHaveLength(2);
    expect(percent[0]).toMatchObject({
      kind: 'percent',
      rate: 1000,
      minDeposit: 10_000,
      maxBonus: 50_000,
      turnoverMultiple: 3,
      state: 'usable',
      usedTime: null,
    });
    expect(percent[0]!.expireTime).toBe(t.clock.now() + 7 * DAY);
    expect(list.find((c) => c.propId === 1201)).toMatchObject({ kind: 'fixed', amount: 5_000, minDeposit: 50_000 });
    // Coupons are instances, not prop counts; points stay counts.
    const props = await t.db.selectFrom('player_props').select(['prop_id', 'count']).where('user_id', '=', p.userId).execute();
    expect(props).toEqual([{ prop_id: 2002, count: 50 }]);
    const rewards = await data('getMyRewards', {}, p.token);
    expect(rewards).toMatchObject({
      usableCoupons: 3,
      props: [{ propId: 2002, count: 50, value: 50 }],
      totalValue: 50,
      rates: { pointValue: 1, diamondValue: 100 },
    });
    const log = await data('activityAwardGetLog', {}, p.token);
    expect(log.list.map((r: { propId: number; count: number }) => [r.propId, r.count]).sort()).toEqual([
      [1010, 2],
      [1201, 1],
      [2002, 50],
    ]);
  });

  it('pays a percent coupon once on its deposit, capped, with the turnover lock; the coupon is then used', async () => {
    const p = await player();
    await grant(p.userId, [{ id: 1010, count: 1 }]);
    const c = await couponOf(p.token, 1010);
    const orderId = await depositWith(p.token, 100_000, c.id);
    const again = await callback(orderId, 100_000);
    expect(again.json().data.outcome).toBe('already-applied');
    // 10% of 1,000.00 = 100.00; lock (1,000 + 100) x 3.
    expect(await wallet(p.token)).toMatchObject({ coin: 110_000, locked: 330_000, withdrawable: 0 });
    const used = (await coupons(p.token)).find((x) => x.id === c.id)!;
    expect(used).toMatchObject({ state: 'used', bonus: 10_000 });
    const refused = await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 100_000, couponId: c.id }, p.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('This coupon has been used');
    // The cap: 10% of 10,000.00 is 1,000.00, capped at 500.00.
    await grant(p.userId, [{ id: 1010, count: 1 }]);
    const capped = await couponOf(p.token, 1010);
    await depositWith(p.token, 1_000_000, capped.id);
    expect((await coupons(p.token)).find((x) => x.id === capped.id)).toMatchObject({ state: 'used', bonus: 50_000 });
    const log = await data('activityAwardGetLog', { source: 'coupon' }, p.token);
    expect(log.list.map((r: { propId: number; count: number }) => [r.propId, r.count])).toEqual([
      [2001, 50_000],
      [2001, 10_000],
    ]);
  });

  it('pays a fixed coupon only on a deposit of at least its minimum', async () => {
    const p = await player();
    await grant(p.userId, [{ id: 1201, count: 1 }]);
    const c = await couponOf(p.token, 1201);
    const low = await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 20_000, couponId: c.id }, p.token);
    expect(low.statusCode).toBe(400);
    expect(low.json().msg).toBe('This coupon needs a deposit of at least ₱500.00');
    expect(await t.db.selectFrom('deposit_orders').select('id').where('user_id', '=', p.userId).execute()).toEqual([]);
    await depositWith(p.token, 50_000, c.id);
    expect(await wallet(p.token)).toMatchObject({ coin: 55_000, locked: 165_000 });
  });

  it('lets one of 20 racing orders reserve a coupon; the others are refused and open no order', async () => {
    const p = await player();
    await grant(p.userId, [{ id: 1010, count: 1 }]);
    const c = await couponOf(p.token, 1010);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('createDepositOrder', { rechargeTypeId: GCASH, amount: 100_000, couponId: c.id }, p.token)),
    );
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === 403)).toHaveLength(19);
    const orders = await t.db.selectFrom('deposit_orders').select(['id', 'coupon_id']).where('user_id', '=', p.userId).execute();
    expect(orders).toEqual([{ id: answers.find((r) => r.json().code === 0)!.json().data.orderId, coupon_id: c.id }]);
    expect((await coupons(p.token)).find((x) => x.id === c.id)!.state).toBe('reserved');
  });

  it('releases the coupon of a failed order, so the next order can use it', async () => {
    const p = await player();
    await grant(p.userId, [{ id: 1010, count: 1 }]);
    const c = await couponOf(p.token, 1010);
    const first = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 100_000, couponId: c.id }, p.token);
    expect((await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 100_000, couponId: c.id }, p.token)).json().msg).toBe(
      'This coupon is held by a deposit that is not paid yet',
    );
    expect((await callback(first.orderId, 100_000, 'failed')).json().data.outcome).toBe('failed');
    expect((await coupons(p.token)).find((x) => x.id === c.id)!.state).toBe('usable');
    await depositWith(p.token, 100_000, c.id);
    expect((await wallet(p.token)).coin).toBe(110_000);
  });

  it('frees a reservation left unpaid for 30 minutes; the stale order then pays no bonus', async () => {
    const p = await player();
    await grant(p.userId, [{ id: 1010, count: 1 }]);
    const c = await couponOf(p.token, 1010);
    const stale = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 100_000, couponId: c.id }, p.token);
    t.clock.advance(31 * 60 * 1000);
    expect((await coupons(p.token)).find((x) => x.id === c.id)!.state).toBe('usable');
    await depositWith(p.token, 100_000, c.id);
    expect((await callback(stale.orderId, 100_000)).json().data.outcome).toBe('credited');
    // Two deposits, one bonus.
    expect((await wallet(p.token)).coin).toBe(210_000);
    const row = await t.db.selectFrom('deposit_orders').select(['bonus_amount', 'bonus_note']).where('id', '=', stale.orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ bonus_amount: 0, bonus_note: 'The coupon was no longer held for this deposit' });
  });

  it("refuses an expired coupon, a give coupon on a deposit, and another player's coupon", async () => {
    const p = await player();
    const other = await player();
    await grant(p.userId, [
      { id: 1010, count: 1 },
      { id: 1301, count: 1 },
    ]);
    const percent = await couponOf(p.token, 1010);
    const give = await couponOf(p.token, 1301);
    const giveOnDeposit = await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 100_000, couponId: give.id }, p.token);
    expect(giveOnDeposit.statusCode).toBe(400);
    const theirs = await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 100_000, couponId: percent.id }, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe('This coupon does not exist');
    const claimTheirs = await call('useGiveCoupon', { id: give.id }, other.token);
    expect(claimTheirs.statusCode).toBe(404);
    expect(await coupons(other.token)).toEqual([]);
    t.clock.advance(8 * DAY);
    expect((await coupons(p.token)).map((x) => x.state)).toEqual(['expired', 'expired']);
    const expired = await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 100_000, couponId: percent.id }, p.token);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().msg).toBe('This coupon has expired');
    expect((await call('useGiveCoupon', { id: give.id }, p.token)).json().msg).toBe('This coupon has expired');
    expect((await wallet(p.token)).coin).toBe(0);
  });

  it('credits a give coupon once of 100 racing claims, with its turnover, and logs it', async () => {
    const p = await player();
    await grant(p.userId, [{ id: 1302, count: 1 }]);
    const c = await couponOf(p.token, 1302);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('useGiveCoupon', { id: c.id }, p.token)));
    const ok = answers.filter((r) => r.json().code === 0);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json().data).toEqual({ id: c.id, awards: [{ id: 2001, count: 2_000 }], balance: 2_000 });
    expect(answers.filter((r) => r.statusCode === 403).every((r) => r.json().msg === 'This coupon has been used')).toBe(true);
    expect(await wallet(p.token)).toMatchObject({ coin: 2_000, locked: 2_000, withdrawable: 0 });
    expect((await coupons(p.token))[0]).toMatchObject({ state: 'used', bonus: 2_000 });
    const percent = await grant(p.userId, [{ id: 1010, count: 1 }]).then(() => couponOf(p.token, 1010));
    expect((await call('useGiveCoupon', { id: percent.id }, p.token)).statusCode).toBe(400);
  });

  it('puts free bonus coin under turnover and keeps it from withdrawal until a deposit is credited', async () => {
    const p = await player();
    await runOperatorCommand(t.db, 'mail', ['send', p.account, 'Gift', '<p>For you</p>', '--award', '2001:30000'], t.clock.now());
    const mail = (await data('getMail3', {}, p.token)).list[0];
    await data('receiveMail', { id: mail.id }, p.token);
    expect(await wallet(p.token)).toMatchObject({ coin: 30_000, locked: 30_000, withdrawable: 0 });
    expect((await wallet(p.token)).locks[0]).toMatchObject({ reason: 'Free bonus (mail)', source: 'mail', amount: 30_000, remaining: 30_000 });
    // Wager the turnover off: the free-bonus rule still holds without a deposit.
    await t.db.updateTable('turnover_locks').set({ remaining: 0 }).where('user_id', '=', p.userId).execute();
    const card = await data('addBankInfo', { bankId: GCASH, accountName: 'Ana Cruz', accountNo: `0917${String(p.userId).padStart(7, '0')}` }, p.token);
    const refused = await call('withdraw', { cardId: card.id, amount: 20_000 }, p.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toMatch(/^Make a deposit to unlock withdrawals/);
    await depositWith(p.token, 10_000);
    const done = await call('withdraw', { cardId: card.id, amount: 20_000 }, p.token);
    expect(done.json().code, done.body).toBe(0);
  });

  it('follows the configured free-bonus multiple; a player with no free bonus withdraws without a deposit rule', async () => {
    await writeConfigValue(t.db, 'freeBonusTurnoverMultiple', 0);
    try {
      const p = await player();
      await grant(p.userId, [{ id: 2001, count: 5_000 }]);
      expect(await wallet(p.token)).toMatchObject({ coin: 5_000, locked: 0 });
    } finally {
      await writeConfigValue(t.db, 'freeBonusTurnoverMultiple', 1);
    }
  });

  it("pages and filters the award log, newest first, with the player's own rows only", async () => {
    const p = await player();
    const other = await player();
    for (let i = 0; i < 23; i++) {
      t.clock.advance(1000);
      await grant(p.userId, [{ id: 2002, count: i + 1 }], i % 2 === 0 ? 'task' : 'mail');
    }
    await grant(other.userId, [{ id: 2002, count: 999 }], 'task');
    const page1 = await data('activityAwardGetLog', { pageNum: 1 }, p.token);
    expect(page1).toMatchObject({ total: 23, pageNum: 1, pageSize: 20 });
    expect(page1.list).toHaveLength(20);
    expect(page1.list[0]).toMatchObject({ propId: 2002, count: 23, source: 'task' });
    const page2 = await data('activityAwardGetLog', { pageNum: 2 }, p.token);
    expect(page2.list.map((r: { count: number }) => r.count)).toEqual([3, 2, 1]);
    const tasks = await data('activityAwardGetLog', { source: 'task', pageSize: 50 }, p.token);
    expect(tasks.total).toBe(12);
    expect(tasks.list.every((r: { source: string; count: number }) => r.source === 'task' && r.count !== 999)).toBe(true);
    expect((await call('activityAwardGetLog', { source: 'casino' }, p.token)).statusCode).toBe(400);
    expect((await call('activityAwardGetLog', {}, '')).statusCode).toBe(401);
  });
});
