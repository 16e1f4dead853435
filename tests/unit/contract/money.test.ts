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

  it('leaves out the separators or the sign for the operator CLI', () => {
    expect(formatMoney(500000, { grouping: false })).toBe('₱5000.00');
    expect(formatMoney(200050, { grouping: false, symbol: false })).toBe('2000.50');
    expect(formatMoney(123456789, { symbol: false })).toBe('1,234,567.89');
    expect(formatMoney(-2550, { symbol: false })).toBe('-25.50');
    expect(formatMoney(199999, { floor: true, grouping: false })).toBe('₱1999');
  });
});
