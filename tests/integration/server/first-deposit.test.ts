// The first-deposit bonus: the first credited deposit earns its tier's bonus once (repeated and parallel callbacks
// included) with a turnover lock of (deposit + bonus) x the multiple; later deposits earn nothing. Ledger audited.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
process.env.SANDBOX_PAY_SECRET = 'test-sandbox-secret';
import { signNotification } from '../../../server/domain/payments/sandbox.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('first-deposit bonus on %s', (backend) => {
  let t: TestApp;
  const { call, data } = appCalls(() => t);
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => expect((await auditLedger(t.db)).problems).toEqual([]));

  const callback = (orderId: string, amount: number) =>
    t.app.inject({ method: 'POST', url: '/pay/sandbox/callback', payload: signNotification({ orderId, status: 'paid', amount }, t.clock.now()) as object });
  const joined = async (prefix = 'fd') => {
    const player = await newPlayer(t, prefix);
    expect((await data('firstDepositJoin', {}, player.token)).joined).toBe(true);
    return player;
  };
  const order = async (token: string, amount: number): Promise<string> => (await data('createDepositOrder', { rechargeTypeId: 1, amount }, token)).orderId;

  it('shows the offer to visitors', async () => {
    const info = await data('firstDepositInfo', {}, '');
    expect(info).toMatchObject({ hasDeposited: false, joined: false, received: null, maxBonus: 30_000, turnoverMultiple: 3 });
    expect(info.tiers).toEqual([
      { minAmount: 10_000, bonus: 2_000 },
      { minAmount: 50_000, bonus: 12_000 },
      { minAmount: 100_000, bonus: 30_000 },
    ]);
  });

  it('credits the tier bonus with the first deposit once, even when its callback repeats in parallel', async () => {
    const { token } = await joined();
    const orderId = await order(token, 60_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(orderId, 60_000)));
    expect(answers.map((a) => a.json().data.outcome).sort()).toEqual([...Array(9).fill('already-applied'), 'credited']);
    expect((await callback(orderId, 60_000)).json().data.outcome).toBe('already-applied');
    const wallet = await data('getWalletInfo', {}, token);
    // ₱600 reaches the ₱500 tier: ₱120; lock (600 + 120) x 3 = ₱2,160.
    expect(wallet).toMatchObject({ coin: 72_000, totalRecharge: 60_000, locked: 216_000, withdrawable: 0 });
    const info = await data('firstDepositInfo', {}, token);
    expect(info).toMatchObject({ hasDeposited: true, received: { deposit: 60_000, bonus: 12_000, note: '' } });
    const bonusTx = await t.db
      .selectFrom('ledger_transactions')
      .select('reason')
      .where('reference', '=', `order:${orderId}`)
      .where('reason', '=', 'bonus')
      .execute();
    expect(bonusTx).toHaveLength(1);
  });

  it('gives a second deposit nothing', async () => {
    const { token } = await joined();
    const first = await order(token, 10_000);
    expect((await callback(first, 10_000)).json().data.outcome).toBe('credited');
    const second = await order(token, 100_000);
    expect((await callback(second, 100_000)).json().data.outcome).toBe('credited');
    const wallet = await data('getWalletInfo', {}, token);
    expect(wallet.coin).toBe(10_000 + 2_000 + 100_000);
    expect((await data('firstDepositInfo', {}, token)).received).toMatchObject({ deposit: 10_000, bonus: 2_000 });
  });

  it('pays one bonus when two first orders are credited at once', async () => {
    const { token } = await joined();
    const a = await order(token, 100_000);
    const b = await order(token, 100_000);
    await Promise.all([callback(a, 100_000), callback(b, 100_000)]);
    const wallet = await data('getWalletInfo', {}, token);
    expect(wallet.coin).toBe(200_000 + 30_000);
  });

  it('pays nothing to a first deposit made without joining, and refuses joining after it', async () => {
    const { token } = await newPlayer(t, 'fd');
    const orderId = await order(token, 100_000);
    expect((await callback(orderId, 100_000)).json().data.outcome).toBe('credited');
    expect((await data('getWalletInfo', {}, token)).coin).toBe(100_000);
    expect(await data('firstDepositInfo', {}, token)).toMatchObject({ hasDeposited: true, joined: false, received: null });
    const late = await call('firstDepositJoin', {}, token);
    expect(late.statusCode).toBe(403);
    expect(late.json().msg).toMatch(/already deposited/);
  });

  it('lets only a logged-in player join, and joining twice changes nothing', async () => {
    expect((await t.post('/app/v1/firstDepositJoin', {})).statusCode).toBe(401);
    const { token } = await joined();
    await Promise.all(Array.from({ length: 5 }, () => data('firstDepositJoin', {}, token)));
    const orderId = await order(token, 10_000);
    await callback(orderId, 10_000);
    expect((await data('getWalletInfo', {}, token)).coin).toBe(12_000);
  });

  it('records a first deposit below the smallest tier without a bonus, and it stays used', async () => {
    const { token } = await joined();
    const small = await t.db.selectFrom('first_deposit_tiers').select('min_amount').orderBy('min_amount').executeTakeFirstOrThrow();
    expect(small.min_amount).toBe(10_000);
    // The minimum deposit is the smallest tier today; a raised tier leaves such a deposit without a bonus.
    await t.db.updateTable('first_deposit_tiers').set({ min_amount: 15_000 }).where('min_amount', '=', 10_000).execute();
    try {
      const orderId = await order(token, 10_000);
      expect((await callback(orderId, 10_000)).json().data.outcome).toBe('credited');
      expect((await data('firstDepositInfo', {}, token)).received).toMatchObject({ deposit: 10_000, bonus: 0 });
      expect((await data('getWalletInfo', {}, token)).coin).toBe(10_000);
    } finally {
      await t.db.updateTable('first_deposit_tiers').set({ min_amount: 10_000 }).where('min_amount', '=', 15_000).execute();
    }
  });
});
