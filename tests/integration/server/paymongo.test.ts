// PayMongo against a local fake of its API: the order's checkout is opened once with the documented request, the
// player goes to PayMongo and back to /wallets, and only a webhook signed the documented way, fresh, in the key's mode,
// in pesos and for the order's amount credits the order, once however often it arrives.
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { paymongoConfig } from '../../../server/domain/payments/paymongo-config.ts';
import { startFakePaymongo, type EventOptions, type FakePaymongo } from '../../support/fake-paymongo.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const GCASH = 1;
const MAYA = 2;
const BANK = 3;
const keys = { secretKey: 'sk_test_fakeKey123', webhookSecret: 'whsk_fakeSecret456' };

describe.each(backends())('PayMongo channel on %s', (backend) => {
  let t: TestApp;
  let fake: FakePaymongo;
  beforeAll(async () => {
    fake = await startFakePaymongo(keys);
    const config = paymongoConfig({
      PAYMONGO_SECRET_KEY: keys.secretKey,
      PAYMONGO_WEBHOOK_SECRET: keys.webhookSecret,
      PAYMONGO_RECHARGE_TYPES: `${GCASH}:gcash,${MAYA}:paymaya`,
      PAYMONGO_BASE_URL: fake.baseUrl,
      PUBLIC_URL: 'https://pisowin.example',
    });
    t = await startTestApp(backend, { paymentSandbox: false, paymongo: config });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(async () => {
    fake.failWith = 0;
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { data } = appCalls(() => t);
  const coin = async (token: string) => (await data('getWalletInfo', {}, token)).coin;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const webhook = (delivery: { rawBody: string; signature: string }, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/pay/paymongo/webhook',
      headers: { 'content-type': 'application/json', 'paymongo-signature': delivery.signature, ...headers },
      payload: delivery.rawBody,
    });
  const stateOf = async (orderId: string) =>
    (await t.db.selectFrom('deposit_orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow()).state;

  /** An order, its checkout opened through the player's pay URL; answers the fake's session id. */
  async function checkout(token: string, rechargeTypeId = GCASH, amount = 20_000) {
    const created = await data('createDepositOrder', { rechargeTypeId, amount }, token);
    const payUrl = created.payUrl as string;
    const opened = await get(`${payUrl}?return=${encodeURIComponent('/wallets?name=deposit')}`);
    expect(opened.statusCode, opened.body).toBe(303);
    const sessionId = /\/checkout\/(cs_\w+)/.exec(String(opened.headers.location))![1]!;
    return { orderId: created.orderId as string, payUrl, sessionId };
  }
  const paidEvent = (sessionId: string, options: EventOptions = {}) => fake.event(sessionId, { timestamp: Math.floor(t.clock.now() / 1000), ...options });

  it('offers the recharge types PayMongo serves, as real ones, and no others', async () => {
    const p = await newPlayer(t, 'pm');
    const { list } = await data('getRechargeTypes', {}, p.token);
    expect(list.map((type: { id: number }) => type.id).sort()).toEqual([GCASH, MAYA]);
    expect(list.every((type: { sandbox: boolean }) => !type.sandbox)).toBe(true);
    const bank = await t.post('/app/v1/createDepositOrder', { rechargeTypeId: BANK, amount: 60_000 }, { token: p.token });
    expect(bank.json().code).toBe(404);
  });

  it('opens one checkout with the documented request and sends the player back to the wallet', async () => {
    const p = await newPlayer(t, 'pm');
    const { orderId, payUrl, sessionId } = await checkout(p.token, MAYA, 25_000);
    const session = fake.sessions.get(sessionId)!;
    expect(session.authorization).toBe(`Basic ${Buffer.from(`${keys.secretKey}:`).toString('base64')}`);
    expect(session.attributes).toMatchObject({
      payment_method_types: ['paymaya'],
      line_items: [{ amount: 25_000, currency: 'PHP', quantity: 1 }],
      reference_number: orderId,
      success_url: `https://pisowin.example/wallets?name=deposit&order=${orderId}`,
      cancel_url: `https://pisowin.example/wallets?name=deposit&order=${orderId}`,
    });
    // The pay URL is used up: a second tap cannot open a second checkout the player could pay too.
    expect((await get(`${payUrl}?return=/wallets`)).statusCode).toBe(404);
    expect(fake.sessions.size).toBeGreaterThan(0);
  });

  it('opens one checkout when the pay link is opened many times at once', async () => {
    const p = await newPlayer(t, 'pm');
    const created = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 20_000 }, p.token);
    const before = fake.sessions.size;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${created.payUrl}?return=/wallets`)));
    expect(answers.filter((a) => a.statusCode === 303)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(19);
    expect(fake.sessions.size).toBe(before + 1);
  });

  it('never lets a return address leave the site', async () => {
    const p = await newPlayer(t, 'pm');
    const created = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 20_000 }, p.token);
    const opened = await get(`${created.payUrl}?return=${encodeURIComponent('//evil.example/x')}`);
    const sessionId = /\/checkout\/(cs_\w+)/.exec(String(opened.headers.location))![1]!;
    expect(fake.sessions.get(sessionId)!.attributes.success_url).toBe(`https://pisowin.example/wallets?name=deposit&order=${created.orderId}`);
  });

  it('shows nothing to someone with the order id but not the pay token', async () => {
    const victim = await newPlayer(t, 'pm');
    const created = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 20_000 }, victim.token);
    const token = (created.payUrl as string).split('/').pop()!;
    expect((await get(`/pay/paymongo/${created.orderId}/${'A'.repeat(token.length)}`)).statusCode).toBe(404);
    expect((await get(`/pay/paymongo/${created.orderId}`)).statusCode).toBe(404);
  });

  it('credits a signed webhook once, however often it arrives', async () => {
    const p = await newPlayer(t, 'pm');
    const { orderId, sessionId } = await checkout(p.token);
    const delivery = paidEvent(sessionId);
    const first = await webhook(delivery);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.outcome).toBe('credited');
    const replayed = await webhook(delivery);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().data.outcome).toBe('already-applied');
    // payment.paid for the same checkout (PayMongo sends both when both are subscribed) changes nothing either.
    expect((await webhook(paidEvent(sessionId, { type: 'payment.paid' }))).json().data.outcome).toBe('already-applied');
    expect(await stateOf(orderId)).toBe('paid');
    expect(await coin(p.token)).toBe(20_000);
  });

  it('credits parallel deliveries of one payment once', async () => {
    const p = await newPlayer(t, 'pm');
    const { sessionId } = await checkout(p.token);
    const delivery = paidEvent(sessionId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => webhook(delivery)));
    const outcomes = answers.map((a) => a.json().data?.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-applied')).toHaveLength(99);
    expect(await coin(p.token)).toBe(20_000);
  });

  it('refuses forged, wrong-mode, stale and unsigned webhooks', async () => {
    const p = await newPlayer(t, 'pm');
    const { orderId, sessionId } = await checkout(p.token);
    const forged = paidEvent(sessionId, { secret: 'whsk_guessed' });
    expect((await webhook(forged)).statusCode).toBe(401);
    // Signed right, but in the live slot while this is a test key.
    expect((await webhook(paidEvent(sessionId, { wrongSlot: true }))).statusCode).toBe(401);
    // A live-mode event is not for a test deployment, even signed with its secret.
    expect((await webhook(paidEvent(sessionId, { livemode: true }))).statusCode).toBe(401);
    const nowSeconds = Math.floor(t.clock.now() / 1000);
    expect((await webhook(paidEvent(sessionId, { timestamp: nowSeconds - 301 }))).statusCode).toBe(401);
    expect((await webhook(paidEvent(sessionId, { timestamp: nowSeconds + 301 }))).statusCode).toBe(401);
    const good = paidEvent(sessionId);
    expect((await webhook({ ...good, signature: '' })).statusCode).toBe(401);
    // The body changed after signing: an attacker raising the amount.
    const tampered = { ...good, rawBody: good.rawBody.replace('"amount":20000', '"amount":2000000') };
    expect(tampered.rawBody).not.toBe(good.rawBody);
    expect((await webhook(tampered)).statusCode).toBe(401);
    expect(await stateOf(orderId)).toBe('pending');
    expect(await coin(p.token)).toBe(0);
    // A captured webhook replayed later is stale too.
    t.clock.advance(10 * 60_000);
    expect((await webhook(good)).statusCode).toBe(401);
    expect(await coin(p.token)).toBe(0);
  });

  it('does not credit a payment whose amount or currency is not the order', async () => {
    const p = await newPlayer(t, 'pm');
    const { orderId, sessionId } = await checkout(p.token);
    const less = await webhook(paidEvent(sessionId, { amount: 100 }));
    expect(less.statusCode).toBe(400);
    expect((await webhook(paidEvent(sessionId, { currency: 'USD' }))).statusCode).toBe(400);
    expect(await stateOf(orderId)).toBe('pending');
    expect(await coin(p.token)).toBe(0);
    // The right payment still credits it.
    expect((await webhook(paidEvent(sessionId))).json().data.outcome).toBe('credited');
  });

  it('answers other events and other merchants’ sessions without touching any order', async () => {
    const p = await newPlayer(t, 'pm');
    const { orderId, sessionId } = await checkout(p.token);
    const failed = await webhook(paidEvent(sessionId, { type: 'payment.failed' }));
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data.outcome).toBe('ignored');
    expect(await stateOf(orderId)).toBe('pending');
    const other = fake.event(sessionId, { timestamp: Math.floor(t.clock.now() / 1000) });
    const foreign = { ...other, rawBody: other.rawBody.replaceAll(orderId, '00000000-0000-0000-0000-000000000000') };
    const resigned = fakeResign(foreign.rawBody);
    expect((await webhook(resigned)).json().data.outcome).toBe('ignored');
    expect(await coin(p.token)).toBe(0);
  });

  it('gives the pay link back when PayMongo is down, so the player can try again', async () => {
    const p = await newPlayer(t, 'pm');
    const created = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 20_000 }, p.token);
    fake.failWith = 500;
    const down = await get(`${created.payUrl}?return=/wallets`);
    expect(down.statusCode).toBe(502);
    expect(down.body).toContain('Please try again');
    fake.failWith = 0;
    expect((await get(`${created.payUrl}?return=/wallets`)).statusCode).toBe(303);
  });

  it('does not open a checkout once the ordering session has logged out', async () => {
    const p = await newPlayer(t, 'pm');
    const created = await data('createDepositOrder', { rechargeTypeId: GCASH, amount: 20_000 }, p.token);
    expect((await t.post(calls.logout.path, {}, { token: p.token })).json().code).toBe(0);
    const refused = await get(`${created.payUrl}?return=/wallets`);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
  });

  it('leaves withdrawals to the operator: `pay` says PayMongo cannot pay out, `pay <id> sent` records a payout made by hand', async () => {
    const saved = { ...process.env };
    // The operator command reads the environment, as the CLI does.
    Object.assign(process.env, { PAYMENT_SANDBOX: '0', PAYMONGO_SECRET_KEY: keys.secretKey, PAYMONGO_WEBHOOK_SECRET: keys.webhookSecret });
    Object.assign(process.env, { PAYMONGO_RECHARGE_TYPES: `${GCASH}:gcash`, PUBLIC_URL: 'https://pisowin.example', PAYMONGO_BASE_URL: fake.baseUrl });
    try {
      const p = await newPlayer(t, 'pm');
      const { sessionId } = await checkout(p.token, GCASH, 50_000);
      expect((await webhook(paidEvent(sessionId))).json().data.outcome).toBe('credited');
      const card = await data('addBankInfo', { bankId: GCASH, accountName: 'Juan Cruz', accountNo: '09171234567' }, p.token);
      const { withdrawal } = await data('withdraw', { cardId: card.id, amount: 20_000 }, p.token);
      const id = String(withdrawal.id);
      await expect(runOperatorCommand(t.db, 'withdrawals', ['pay', id], t.clock.now())).rejects.toThrow(/PayMongo cannot.*withdrawals pay \d+ sent/);
      expect((await data('getWithdrawals', {}, p.token)).list[0].state).toBe('pending');
      expect(await runOperatorCommand(t.db, 'withdrawals', ['pay', id, 'sent'], t.clock.now())).toContain('paid');
      await expect(runOperatorCommand(t.db, 'withdrawals', ['pay', id, 'sent'], t.clock.now())).rejects.toThrow(/is paid/);
      await expect(runOperatorCommand(t.db, 'withdrawals', ['pay', id, 'later'], t.clock.now())).rejects.toThrow(/Usage/);
      expect(await coin(p.token)).toBe(30_000);
    } finally {
      process.env = saved;
    }
  });

  it('keeps JSON bodies parsed for every other route', async () => {
    const p = await newPlayer(t, 'pm');
    expect((await data('getWalletInfo', {}, p.token)).coin).toBe(0);
  });

  /** Signs a body with the webhook secret, as PayMongo would for a session this app did not make. */
  function fakeResign(rawBody: string) {
    const at = Math.floor(t.clock.now() / 1000);
    const sig = createHmac('sha256', keys.webhookSecret).update(`${at}.${rawBody}`).digest('hex');
    return { rawBody, signature: `t=${at},te=${sig},li=` };
  }
});
