// The sandbox pay page is the ordering player's: its URL carries a single-use pay token, and the decision needs the
// app session that made the order to be still live. Knowing an order id alone shows and credits nothing. With the
// sandbox off, its routes and the recharge types on it are gone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const GCASH = 1;

describe.each(backends())('sandbox pay page on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { paymentSandbox: true });
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const decide = (orderId: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${orderId}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve', return: '/wallets', ...fields }).toString(),
    });

  async function order(token: string) {
    const created = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 20_000 }, token);
    const payToken = (created.payUrl as string).split('/').pop()!;
    return { orderId: created.orderId as string, payUrl: created.payUrl as string, payToken };
  }
  const coin = async (token: string) => (await data('getWalletInfo', {}, token)).coin;

  it('marks the recharge types as sandbox ones', async () => {
    const p = await newPlayer(t, 'pay');
    const { list } = await data('getRechargeTypes', {}, p.token);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((type: { sandbox: boolean }) => type.sandbox)).toBe(true);
  });

  it('shows and credits nothing to someone who knows only the order id', async () => {
    const victim = await newPlayer(t, 'pay');
    const { orderId, payToken } = await order(victim.token);
    expect((await page(`/pay/sandbox/${orderId}`)).statusCode).toBe(404);
    expect((await page(`/pay/sandbox/${orderId}/${'0'.repeat(payToken.length)}`)).statusCode).toBe(404);
    expect([403, 404]).toContain((await decide(orderId, {})).statusCode);
    expect([403, 404]).toContain((await decide(orderId, { token: 'x'.repeat(payToken.length) })).statusCode);
    expect(await coin(victim.token)).toBe(0);
  });

  it('credits through the pay URL the player got, once, while their session is live', async () => {
    const p = await newPlayer(t, 'pay');
    const { orderId, payUrl, payToken } = await order(p.token);
    const shown = await page(`${payUrl}?return=/wallets`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Approve payment');
    const approved = await decide(orderId, { token: payToken });
    expect(approved.statusCode).toBe(303);
    expect(await coin(p.token)).toBe(20_000);
    expect([403, 404]).toContain((await decide(orderId, { token: payToken })).statusCode);
  });

  it('refuses the decision once the session that ordered has logged out', async () => {
    const p = await newPlayer(t, 'pay');
    const { orderId, payToken } = await order(p.token);
    expect((await call('logout', {}, p.token)).json().code).toBe(0);
    expect((await decide(orderId, { token: payToken })).statusCode).toBe(403);
    const again = await t.login(p.account, p.password);
    expect(await coin(again)).toBe(0);
  });
});

describe.each(backends())('sandbox switched off on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { paymentSandbox: false });
  });
  afterAll(() => t?.close());

  const { call, data } = appCalls(() => t);

  it('offers no sandbox recharge types and has no sandbox routes', async () => {
    const p = await newPlayer(t, 'off');
    expect((await data('getRechargeTypes', {}, p.token)).list).toEqual([]);
    expect((await call('createDepositOrder', { rechargeTypeId: GCASH, amount: 20_000 }, p.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/pay/sandbox/callback', payload: {} })).statusCode).toBe(404);
  });
});
