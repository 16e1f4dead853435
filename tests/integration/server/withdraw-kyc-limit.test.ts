// The KYC threshold counts what an unverified player has withdrawn before (pending and paid, over the rolling window
// and since registration), so splitting a large withdrawal into pieces at the threshold does not pass verification.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
process.env.SANDBOX_PAY_SECRET = 'test-sandbox-secret';
import { signNotification } from '../../../server/domain/payments/sandbox.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const GCASH = 1;
const BANK = 3;
const KYC_AMOUNT = 500_000;
const DAY = 86_400_000;

describe.each(backends())('KYC withdrawal limit on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);

  async function fundedPlayer(amount: number) {
    const player = await newPlayer(t, 'k');
    for (let left = amount; left > 0; left -= 500_000) {
      const part = Math.min(left, 500_000);
      const order = await data('createDepositOrder', { rechargeTypeId: BANK, amount: part }, player.token);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/pay/sandbox/callback',
        payload: signNotification({ orderId: order.orderId, status: 'paid', amount: part }, t.clock.now()),
      });
      expect(paid.json().data.outcome, paid.body).toBe('credited');
    }
    const card = await data(
      'addBankInfo',
      { bankId: GCASH, accountName: 'Juan Cruz', accountNo: `0917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` },
      player.token,
    );
    return { ...player, cardId: card.id as number };
  }

  it('refuses a second withdrawal at the threshold from an unverified player, and says what is left', async () => {
    const p = await fundedPlayer(1_000_000);
    expect(await data('getWalletInfo', {}, p.token)).toMatchObject({ kycAmount: KYC_AMOUNT, kycLeft: KYC_AMOUNT });
    expect((await call('withdraw', { cardId: p.cardId, amount: 300_000 }, p.token)).json().code).toBe(0);
    expect((await data('getWalletInfo', {}, p.token)).kycLeft).toBe(200_000);
    const split = await call('withdraw', { cardId: p.cardId, amount: 300_000 }, p.token);
    expect(split.statusCode).toBe(403);
    expect(split.json().msg).toMatch(/KYC/);
    expect((await call('withdraw', { cardId: p.cardId, amount: 200_000 }, p.token)).json().code).toBe(0);
    expect((await data('getWalletInfo', {}, p.token)).kycLeft).toBe(0);
  });

  it('counts paid withdrawals since registration, not only within the window, and frees rejected ones', async () => {
    const p = await fundedPlayer(1_000_000);
    const first = await data('withdraw', { cardId: p.cardId, amount: KYC_AMOUNT }, p.token);
    await runOperatorCommand(t.db, 'withdrawals', ['pay', String(first.withdrawal.id)], t.clock.now());
    t.clock.advance(40 * DAY);
    const later = await t.login(p.account, p.password);
    expect((await call('withdraw', { cardId: p.cardId, amount: 10_000 }, later)).statusCode).toBe(403);
    const q = await fundedPlayer(1_000_000);
    const rejected = await data('withdraw', { cardId: q.cardId, amount: KYC_AMOUNT }, q.token);
    await runOperatorCommand(t.db, 'withdrawals', ['reject', String(rejected.withdrawal.id), 'name', 'mismatch'], t.clock.now());
    expect((await call('withdraw', { cardId: q.cardId, amount: KYC_AMOUNT }, q.token)).json().code).toBe(0);
  });

  it('lets ten parallel withdrawals at the threshold through once', async () => {
    const p = await fundedPlayer(5_000_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('withdraw', { cardId: p.cardId, amount: KYC_AMOUNT }, p.token)));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect((await data('getWithdrawals', {}, p.token)).total).toBe(1);
    expect((await data('getWalletInfo', {}, p.token)).coin).toBe(4_500_000);
  });
});
