// Safebox password tries: only wrong passwords count toward the lock, so a player's parallel correct withdrawals all
// go through, while parallel wrong guesses stay bounded by the limit.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
process.env.SANDBOX_PAY_SECRET = 'test-sandbox-secret';
import { signNotification } from '../../../server/domain/payments/sandbox.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('safebox password tries on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);

  async function playerWithSafebox(amount: number) {
    const p = await newPlayer(t, 's');
    const order = await data('createDepositOrder', { rechargeTypeId: 1, amount }, p.token);
    await t.app.inject({
      method: 'POST',
      url: '/pay/sandbox/callback',
      payload: signNotification({ orderId: order.orderId, status: 'paid', amount }, t.clock.now()),
    });
    await data('safeboxDeposit', { amount }, p.token);
    await data('setSafeboxPassword', { password: '123456' }, p.token);
    return p;
  }

  it('lets ten parallel correct safebox withdrawals all succeed', async () => {
    const p = await playerWithSafebox(100_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('safeboxWithdraw', { amount: 10_000, password: '123456' }, p.token)));
    expect(answers.map((a) => a.json().code)).toEqual(Array(10).fill(0));
    expect(await data('getWalletInfo', {}, p.token)).toMatchObject({ coin: 100_000, safebox: 0 });
  });

  it('locks after five wrong passwords, even when they race, and then refuses the right one too', async () => {
    const p = await playerWithSafebox(50_000);
    const wrong = await Promise.all(Array.from({ length: 8 }, () => call('safeboxWithdraw', { amount: 10_000, password: '000000' }, p.token)));
    const codes = wrong.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 403)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    const locked = await call('safeboxWithdraw', { amount: 10_000, password: '123456' }, p.token);
    expect(locked.statusCode).toBe(429);
    expect((await data('getWalletInfo', {}, p.token)).safebox).toBe(50_000);
  });
});
