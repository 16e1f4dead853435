import { describe, expect, it } from 'vitest';
import { couponBonus } from '../../../contract/index.ts';

const percent = { kind: 'percent' as const, rate: 1_000, amount: 0, minDeposit: 10_000, maxBonus: 50_000 };

describe('couponBonus', () => {
  it('gives a percent coupon its share of the deposit, floored and capped, and nothing below the minimum', () => {
    expect(couponBonus(percent, 100_000)).toBe(10_000);
    expect(couponBonus(percent, 10_005)).toBe(1_000);
    expect(couponBonus(percent, 1_000_000)).toBe(50_000);
    expect(couponBonus({ ...percent, maxBonus: 0 }, 1_000_000)).toBe(100_000);
    expect(couponBonus(percent, 9_999)).toBe(0);
  });

  it('gives a fixed coupon its amount from the minimum up, and a give coupon nothing on a deposit', () => {
    const fixed = { kind: 'fixed' as const, rate: 0, amount: 5_000, minDeposit: 50_000, maxBonus: 0 };
    expect(couponBonus(fixed, 49_999)).toBe(0);
    expect(couponBonus(fixed, 50_000)).toBe(5_000);
    expect(couponBonus({ ...fixed, kind: 'give' }, 500_000)).toBe(0);
  });
});
