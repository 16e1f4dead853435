// getDepositOrders (and the payout time getWalletInfo names): what the app's waiting screen watches and what the records list for deposits never credited. An
// order unpaid past its pay window reads expired and its pay page can no longer decide it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_PAY_WINDOW_MS } from '../../../contract/wallet-constants.ts';
import { writeConfigValue } from '../../../server/domain/app-config.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const GCASH = 1;

describe.each(backends())('deposit orders on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { paymentSandbox: true });
  });
  afterAll(() => t?.close());

  const { data } = appCalls(() => t);
  const decide = (orderId: string, payToken: string, decision: 'approve' | 'fail') =>
    t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${orderId}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision, return: '/wallets', token: payToken }).toString(),
    });
  async function order(token: string, amount = 20_000) {
    const created = await data('createDepositOrder', { rechargeTypeId: GCASH, amount }, token);
    return { orderId: created.orderId as string, payToken: (created.payUrl as string).split('/').pop()! };
  }
  const one = async (token: string, orderId: string) => (await data('getDepositOrders', { orderId }, token)).list[0];

  it('follows an order from pending to paid or failed, with its channel and amount', async () => {
    const p = await newPlayer(t, 'dor');
    const paid = await order(p.token, 50_000);
    expect(await one(p.token, paid.orderId)).toMatchObject({ orderId: paid.orderId, amount: 50_000, channelName: 'GCash', state: 'pending' });
    expect((await decide(paid.orderId, paid.payToken, 'approve')).statusCode).toBe(303);
    expect((await one(p.token, paid.orderId)).state).toBe('paid');

    t.clock.advance(1_000);
    const failed = await order(p.token);
    expect((await decide(failed.orderId, failed.payToken, 'fail')).statusCode).toBe(303);
    expect((await one(p.token, failed.orderId)).state).toBe('failed');

    const { list } = await data('getDepositOrders', {}, p.token);
    expect(list.map((o: { orderId: string }) => o.orderId)).toEqual([failed.orderId, paid.orderId]);
  });

  it('shows another player nothing of an order', async () => {
    const owner = await newPlayer(t, 'dor');
    const other = await newPlayer(t, 'dor');
    const { orderId } = await order(owner.token);
    expect((await data('getDepositOrders', { orderId }, other.token)).list).toEqual([]);
  });

  it('reads an unpaid order as expired once its pay window closes, and its pay page refuses it then', async () => {
    const p = await newPlayer(t, 'dor');
    const { orderId, payToken } = await order(p.token);
    t.clock.advance(DEPOSIT_PAY_WINDOW_MS - 1);
    expect((await one(p.token, orderId)).state).toBe('pending');
    t.clock.advance(1);
    const expired = await one(p.token, orderId);
    expect(expired.state).toBe('expired');
    expect(expired.updateTime).toBe(expired.createTime + DEPOSIT_PAY_WINDOW_MS);
    expect((await decide(orderId, payToken, 'approve')).statusCode).toBe(404);
    expect((await data('getWalletInfo', {}, p.token)).coin).toBe(0);
  });

  it('names a payout time only when the operator configured one', async () => {
    const p = await newPlayer(t, 'dor');
    expect((await data('getWalletInfo', {}, p.token)).payoutHours).toBeUndefined();
    await writeConfigValue(t.db, 'withdrawPayoutHours', 12);
    expect((await data('getWalletInfo', {}, p.token)).payoutHours).toBe(12);
    await writeConfigValue(t.db, 'withdrawPayoutHours', 0);
  });
});
