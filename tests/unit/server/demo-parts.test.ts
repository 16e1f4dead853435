// Production start-up refuses the demo parts (sandbox payments, the log SMS provider, test hooks) unless forced.
import { describe, expect, it } from 'vitest';
import { paymentSandboxOn, productionRefusals, refusalMessage } from '../../../server/demo-parts.ts';

const realSms = { SMS_PROVIDER: 'gateway' };

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

  it('refuses the default log SMS provider in production', () => {
    const refusals = productionRefusals({ NODE_ENV: 'production' });
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/SMS_PROVIDER/);
  });

  it('refuses the sandbox channel and the test hooks in production, naming each setting', () => {
    const refusals = productionRefusals({ NODE_ENV: 'production', ...realSms, PAYMENT_SANDBOX: '1', TEST_HOOKS: '1' });
    expect(refusals.join('\n')).toMatch(/PAYMENT_SANDBOX=1/);
    expect(refusals.join('\n')).toMatch(/TEST_HOOKS=1/);
    expect(refusalMessage(refusals)).toMatch(/ALLOW_DEMO_PARTS=1/);
  });

  it('starts in production with real parts, or with demo parts when forced', () => {
    expect(productionRefusals({ NODE_ENV: 'production', ...realSms })).toEqual([]);
    expect(productionRefusals({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1', TEST_HOOKS: '1', ALLOW_DEMO_PARTS: '1' })).toEqual([]);
  });
});
