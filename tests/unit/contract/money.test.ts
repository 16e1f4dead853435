import { describe, expect, it, vi } from 'vitest';
import { formatMoney, parsePesos } from '../../../contract/money.ts';

describe('formatMoney', () => {
  // The first Intl formatter of a page sets up the locale data (40 to 85 ms in Chromium): not at the first screen's load.
  it('makes no number format when its module loads, and one per kind of amount at first use', async () => {
    vi.resetModules();
    const real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends real {
      constructor(...args: ConstructorParameters<typeof real>) {
        super(...args);
        made += 1;
      }
    } as typeof real;
    try {
      const fresh = await import('../../../contract/money.ts');
      expect(made).toBe(0);
      expect(fresh.formatMoney(100)).toBe('₱1.00');
      expect(fresh.formatMoney(250)).toBe('₱2.50');
      expect(made).toBe(1);
      fresh.formatMoney(100, { floor: true });
      expect(made).toBe(2);
    } finally {
      Intl.NumberFormat = real;
    }
  });

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

describe('parsePesos', () => {
  it.each([
    ['5', 500],
    ['5.5', 550],
    ['5.50', 550],
    ['0.01', 1],
    ['0.29', 29],
    ['999999999.99', 99_999_999_999],
  ])('reads %s as %i hundredths', (text, hundredths) => {
    expect(parsePesos(text)).toBe(hundredths);
  });

  it.each([undefined, '', ' ', '-5', '5.555', '1e3', '1,000', '5.', '.5', '1234567890', 'abc'])('refuses %s', (text) => {
    expect(parsePesos(text)).toBeNull();
  });

  it('reads group separators only when asked (what a player types in a form)', () => {
    expect(parsePesos('1,000.50', { grouped: true })).toBe(100_050);
    expect(parsePesos(' 1,000 ', { grouped: true })).toBe(100_000);
    expect(parsePesos('1,000.50')).toBeNull();
  });
});
