import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../contract/money.ts';

describe('formatMoney', () => {
  it('divides hundredths by 100 with thousands separators and the peso sign', () => {
    expect(formatMoney(500000)).toBe('₱5,000.00');
    expect(formatMoney(123456789)).toBe('₱1,234,567.89');
    expect(formatMoney(100)).toBe('₱1.00');
    expect(formatMoney(0)).toBe('₱0.00');
    expect(formatMoney(-2550)).toBe('-₱25.50');
  });

  it('floors when asked, never rounding a balance up', () => {
    expect(formatMoney(199999, { floor: true })).toBe('₱1,999');
    expect(formatMoney(99, { floor: true })).toBe('₱0');
  });
});
