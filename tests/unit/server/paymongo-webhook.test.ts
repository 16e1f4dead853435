// PayMongo's webhook check on its own: the documented header, the signature slot of the key's mode, the 5-minute
// tolerance on both sides, and what a genuine event must carry before it may credit anything.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymongoConfig } from '../../../server/domain/payments/paymongo-config.ts';
import { paymongoChannel, verifyPaymongoWebhook, WEBHOOK_TOLERANCE_SECONDS } from '../../../server/domain/payments/paymongo.ts';

const SECRET = 'whsk_unitSecret';
const env = { PAYMONGO_WEBHOOK_SECRET: SECRET, PAYMONGO_RECHARGE_TYPES: '1:gcash', PUBLIC_URL: 'https://pisowin.example' };
const test = paymongoConfig({ ...env, PAYMONGO_SECRET_KEY: 'sk_test_unit' })!;
const live = paymongoConfig({ ...env, PAYMONGO_SECRET_KEY: 'sk_live_unit' })!;
const NOW = 1_800_000_000_000;
const t = NOW / 1000;

function event(attributes: Record<string, unknown>): string {
  return JSON.stringify({ data: { id: 'evt_1', type: 'event', attributes: { livemode: false, ...attributes } } });
}
const paid = (overrides: Record<string, unknown> = {}, livemode = false) =>
  event({
    type: 'checkout_session.payment.paid',
    livemode,
    data: {
      id: 'cs_1',
      type: 'checkout_session',
      attributes: { reference_number: 'order-1', payments: [{ id: 'pay_1', attributes: { status: 'paid', amount: 10_000, currency: 'PHP', ...overrides } }] },
    },
  });
const sign = (body: string, at = t) => createHmac('sha256', SECRET).update(`${at}.${body}`).digest('hex');

describe('verifyPaymongoWebhook', () => {
  it('accepts the test signature for a test key and the live one for a live key, spaces and all', () => {
    const body = paid();
    expect(verifyPaymongoWebhook(test, body, `t=${t}, te=${sign(body)}, li=`, NOW)).toMatchObject({
      kind: 'paid',
      notification: { orderId: 'order-1', status: 'paid', amount: 10_000 },
    });
    const liveBody = paid({}, true);
    expect(verifyPaymongoWebhook(live, liveBody, `t=${t},te=,li=${sign(liveBody)}`, NOW).kind).toBe('paid');
    expect(verifyPaymongoWebhook(live, liveBody, `t=${t},te=${sign(liveBody)},li=`, NOW).kind).toBe('refused');
  });

  it('holds the tolerance on both sides of the clock', () => {
    const body = paid();
    const at = (ts: number) => verifyPaymongoWebhook(test, body, `t=${ts},te=${sign(body, ts)},li=`, NOW).kind;
    expect(at(t - WEBHOOK_TOLERANCE_SECONDS)).toBe('paid');
    expect(at(t - WEBHOOK_TOLERANCE_SECONDS - 1)).toBe('refused');
    expect(at(t + WEBHOOK_TOLERANCE_SECONDS)).toBe('paid');
    expect(at(t + WEBHOOK_TOLERANCE_SECONDS + 1)).toBe('refused');
  });

  it('refuses a missing or malformed header, and a signature over another timestamp', () => {
    const body = paid();
    for (const header of [undefined, '', 'te=abc', `t=abc,te=${sign(body)}`, `t=${t},te=${sign(body).toUpperCase()}`, `t=${t + 1},te=${sign(body)}`]) {
      expect(verifyPaymongoWebhook(test, body, header, NOW).kind).toBe('refused');
    }
  });

  it('ignores genuine events that are not a paid payment of ours, and flags another currency', () => {
    const check = (body: string) => verifyPaymongoWebhook(test, body, `t=${t},te=${sign(body)}`, NOW);
    expect(check(event({ type: 'payment.failed', data: {} })).kind).toBe('ignored');
    expect(check(paid({ status: 'failed' })).kind).toBe('ignored');
    expect(check(event({ type: 'payment.paid', data: { attributes: { status: 'paid', amount: 100, currency: 'PHP', metadata: {} } } })).kind).toBe('ignored');
    expect(check(paid({ currency: 'USD' }))).toMatchObject({ kind: 'mismatch', orderId: 'order-1' });
    expect(check(paid({ amount: 10.5 })).kind).toBe('mismatch');
    expect(check('not json').kind).toBe('refused');
  });

  it('backs the channel interface: a notification for a good delivery, null otherwise', () => {
    const channel = paymongoChannel(test);
    const body = paid();
    expect(channel.verifyNotification({ rawBody: body, signature: `t=${t},te=${sign(body)}`, now: NOW })).toEqual({
      orderId: 'order-1',
      status: 'paid',
      amount: 10_000,
    });
    expect(channel.verifyNotification({ rawBody: body, signature: `t=${t},te=${'0'.repeat(64)}`, now: NOW })).toBeNull();
    expect(channel.verifyNotification(JSON.parse(body))).toBeNull();
    expect(channel.canPayout).toBe(false);
  });
});
