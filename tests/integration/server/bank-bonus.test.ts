// The bank activity bonus: a deposit made from /activity/bank gets its configured bonus once, through the ledger,
// capped, with a turnover lock; a refused claim or a normal deposit gets none. The ledger invariant is checked after each.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
process.env.SANDBOX_PAY_SECRET = 'test-sandbox-secret';
import { signNotification } from '../../../server/domain/payments/sandbox.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { writeConfigValue } from '../../../server/domain/app-config.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const BANK = 3;

describe.each(backends())('bank activity bonus on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    const audit = await auditLedger(t.db);
    expect(audit.problems).toEqual([]);
  });

  const call = (name: string, body: unknown, token: string) => t.post(`/app/v1/${name}`, body, { token });
  const data = async (name: string, body: unknown, token: string) => {
    const response = await call(name, body, token);
    expect(response.json().code, response.body).toBe(0);
    return response.json().data;
  };
  const callback = (orderId: string, amount: number) =>
    t.app.inject({ method: 'POST', url: '/pay/sandbox/callback', payload: signNotification({ orderId, status: 'paid', amount }, t.clock.now()) as object });
  const order = (orderId: string) => t.db.selectFrom('deposit_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

  async function bankDeposit(token: string, amount: number, activity: 'bank' | null = 'bank'): Promise<string> {
    const created = await data('createDepositOrder', { rechargeTypeId: BANK, amount, ...(activity ? { activity } : {}) }, token);
    const response = await callback(created.orderId, amount);
    expect(response.json().data.outcome, response.body).toBe('credited');
    return created.orderId;
  }

  it('credits the bonus once with its turnover lock, even when the callback repeats', async () => {
    const { token } = await newPlayer(t, 'bb');
    const orderId = await bankDeposit(token, 100_000);
    const repeats = await Promise.all(Array.from({ length: 5 }, () => callback(orderId, 100_000)));
    expect(repeats.map((r) => r.json().data.outcome)).toEqual(Array(5).fill('already-applied'));
    const info = await data('getWalletInfo', {}, token);
    // 2% of 1,000.00 = 20.00; lock (1,000 + 20) x 3 = 3,060.00 covers the whole balance.
    expect(info).toMatchObject({ coin: 102_000, totalRecharge: 100_000, locked: 306_000, withdrawable: 0 });
    expect(info.locks).toEqual([expect.objectContaining({ amount: 306_000, remaining: 306_000 })]);
    expect(await order(orderId)).toMatchObject({ activity: 'bank', state: 'paid', bonus_amount: 2_000, bonus_note: '' });
    const records = await data('appUserCoinDetail', {}, token);
    expect(records.list.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([
      ['bonus', 2_000],
      ['deposit', 100_000],
    ]);
    const bonusTx = await t.db
      .selectFrom('ledger_transactions')
      .select(['reason', 'reference'])
      .where('idempotency_key', '=', `bank-bonus:${orderId}`)
      .execute();
    expect(bonusTx).toEqual([{ reason: 'bonus', reference: `order:${orderId}` }]);
  });

  it('caps the bonus at bankBonusMax and follows the configured rate and multiple', async () => {
    await writeConfigValue(t.db, 'bankBonusRate', 1_000);
    await writeConfigValue(t.db, 'bankBonusMax', 5_000);
    await writeConfigValue(t.db, 'bankBonusTurnoverMultiple', 2);
    try {
      const { token } = await newPlayer(t, 'bb');
      const orderId = await bankDeposit(token, 200_000);
      expect((await order(orderId)).bonus_amount).toBe(5_000);
      const info = await data('getWalletInfo', {}, token);
      expect(info).toMatchObject({ coin: 205_000, locked: 410_000, withdrawable: 0 });
    } finally {
      await writeConfigValue(t.db, 'bankBonusRate', 200);
      await writeConfigValue(t.db, 'bankBonusMax', 50_000);
      await writeConfigValue(t.db, 'bankBonusTurnoverMultiple', 3);
    }
  });

  it('gives a normal deposit on the same channel no bonus and no lock', async () => {
    const { token } = await newPlayer(t, 'bb');
    const orderId = await bankDeposit(token, 100_000, null);
    expect(await order(orderId)).toMatchObject({ activity: '', bonus_amount: 0 });
    expect(await data('getWalletInfo', {}, token)).toMatchObject({ coin: 100_000, locked: 0, withdrawable: 100_000 });
  });

  it('gives no bonus to a player who takes a time-out after ordering, and says why', async () => {
    const { token, account } = await newPlayer(t, 'bb');
    const created = await data('createDepositOrder', { rechargeTypeId: BANK, amount: 100_000, activity: 'bank' }, token);
    const userId = (await findUserIdByAccount(t.db, account))!;
    const now = t.clock.now();
    await t.db
      .insertInto('play_settings')
      .values({ user_id: userId, timeout_until: now + 86_400_000, updated_at: now })
      .execute();
    // A time-out closes deposits as well as claims: the order is refused with the reason, and neither is credited.
    const response = await callback(created.orderId, 100_000);
    expect(response.json().data.outcome).toBe('refused');
    const row = await order(created.orderId);
    expect(row).toMatchObject({ state: 'failed', bonus_amount: 0 });
    expect(row.fail_reason).toMatch(/time-out/);
    expect(await data('getWalletInfo', {}, token)).toMatchObject({ coin: 0, locked: 0 });
  });

  it('refuses an unknown activity by the contract', async () => {
    const { token } = await newPlayer(t, 'bb');
    expect((await call('createDepositOrder', { rechargeTypeId: BANK, amount: 100_000, activity: 'casino' }, token)).statusCode).toBe(400);
  });
});
