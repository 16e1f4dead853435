// Production start-up refuses the demo parts (sandbox payments, the log SMS provider, test hooks) unless forced, and
// needs real providers (PayMongo, an SMS gateway) with every setting they need, naming each one missing.
import { describe, expect, it } from 'vitest';
import { paymentSandboxOn, productionRefusals, refusalMessage } from '../../../server/demo-parts.ts';
import { paymongoConfig, parseRechargeTypes } from '../../../server/domain/payments/paymongo-config.ts';

const realSms = { SMS_PROVIDER: 'semaphore', SEMAPHORE_API_KEY: 'k', SEMAPHORE_SENDER_NAME: 'PisoWin' };
const realPay = {
  PAYMONGO_SECRET_KEY: 'sk_live_abc123',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_abc',
  PAYMONGO_RECHARGE_TYPES: '1:gcash,2:paymaya,3:card+gcash',
  PUBLIC_URL: 'https://pisowin.example',
};

describe('paymentSandboxOn', () => {
  it('is on outside production unless switched off, and off in production unless switched on', () => {
    expect(paymentSandboxOn({})).toBe(true);
    expect(paymentSandboxOn({ NODE_ENV: 'development', PAYMENT_SANDBOX: '0' })).toBe(false);
    expect(paymentSandboxOn({ NODE_ENV: 'production' })).toBe(false);
    expect(paymentSandboxOn({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' })).toBe(true);
  });
});

describe('productionRefusals', () => {
  it('lets anything start outside production', () => {
    expect(productionRefusals({ PAYMENT_SANDBOX: '1', TEST_HOOKS: '1' })).toEqual([]);
  });

  it('refuses the default log SMS provider and a missing PayMongo in production, naming every setting', () => {
    const text = productionRefusals({ NODE_ENV: 'production' }).join('\n');
    for (const name of ['SMS_PROVIDER', 'PAYMONGO_SECRET_KEY', 'PAYMONGO_WEBHOOK_SECRET', 'PAYMONGO_RECHARGE_TYPES', 'PUBLIC_URL'])
      expect(text).toContain(name);
  });

  it('refuses the sandbox channel and the test hooks in production, naming each setting', () => {
    const refusals = productionRefusals({ NODE_ENV: 'production', ...realSms, ...realPay, PAYMENT_SANDBOX: '1', TEST_HOOKS: '1' });
    expect(refusals.join('\n')).toMatch(/PAYMENT_SANDBOX=1/);
    expect(refusals.join('\n')).toMatch(/TEST_HOOKS=1/);
    expect(refusalMessage(refusals)).toMatch(/ALLOW_DEMO_PARTS=1/);
  });

  it('names the missing settings of the chosen SMS gateway, and refuses an unknown one', () => {
    const twilio = productionRefusals({ NODE_ENV: 'production', ...realPay, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' });
    expect(twilio).toEqual(['SMS (twilio): TWILIO_AUTH_TOKEN is not set', 'SMS (twilio): TWILIO_FROM is not set']);
    expect(productionRefusals({ NODE_ENV: 'production', ...realPay, SMS_PROVIDER: 'pigeon' }).join()).toMatch(/"pigeon" is not one of/);
  });

  it('refuses PayMongo settings that are there but wrong', () => {
    const wrong = productionRefusals({
      NODE_ENV: 'production',
      ...realSms,
      ...realPay,
      PAYMONGO_SECRET_KEY: 'pk_live_public',
      PAYMONGO_RECHARGE_TYPES: '1:bitcoin',
      PUBLIC_URL: 'pisowin.example/path',
    });
    expect(wrong).toHaveLength(3);
    expect(wrong.join('\n')).not.toContain('pk_live_public');
  });

  it('starts in production with real parts, or with demo parts when forced', () => {
    expect(productionRefusals({ NODE_ENV: 'production', ...realSms, ...realPay })).toEqual([]);
    expect(productionRefusals({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1', TEST_HOOKS: '1', ALLOW_DEMO_PARTS: '1' })).toEqual([]);
  });
});

describe('paymongoConfig', () => {
  it('is off without a secret key, and reads the mode, the methods per recharge type and the public origin', () => {
    expect(paymongoConfig({})).toBeNull();
    const config = paymongoConfig({ ...realPay, PUBLIC_URL: 'https://pisowin.example/' })!;
    expect(config.live).toBe(true);
    expect(config.baseUrl).toBe('https://api.paymongo.com');
    expect(config.publicUrl).toBe('https://pisowin.example');
    expect([...config.methods]).toEqual([
      [1, ['gcash']],
      [2, ['paymaya']],
      [3, ['card', 'gcash']],
    ]);
    expect(paymongoConfig({ ...realPay, PAYMONGO_SECRET_KEY: 'sk_test_x1' })!.live).toBe(false);
  });

  it('throws on a key set with the rest wrong, rather than run half set up', () => {
    expect(() => paymongoConfig({ PAYMONGO_SECRET_KEY: 'sk_test_x1' })).toThrow(/PAYMONGO_WEBHOOK_SECRET is not set/);
  });

  it('reads recharge types strictly', () => {
    expect(parseRechargeTypes('')).toMatch(/names no recharge type/);
    expect(parseRechargeTypes('1:gcash,1:paymaya')).toMatch(/"1:paymaya"/);
    expect(parseRechargeTypes('x:gcash')).toMatch(/not <recharge type id>/);
    expect(parseRechargeTypes('2:')).toMatch(/not <recharge type id>/);
  });
});
