import { describe, expect, it } from 'vitest';
import { formatMoney, parsePesos } from '../../../contract/money.ts';

describe('formatMoney', () => {
  // The first Intl number format of a page sets up ICU's locale data (40 to 85 ms in Chromium): amounts need none.
  it('makes no Intl number format', () => {
    const real = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends real {
      constructor(...args: ConstructorParameters<typeof real>) {
        super(...args);
        made += 1;
      }
    } as typeof real;
    try {
      expect(formatMoney(123456)).toBe('₱1,234.56');
      expect(formatMoney(123456, { floor: true })).toBe('₱1,234');
      expect(made).toBe(0);
    } finally {
      Intl.NumberFormat = real;
    }
  });

  it('writes every amount as Intl writes it for en-PH', () => {
    const cents = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });
    const plain = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    // Every digit count up to 9 whole digits, with edges (x99, x00, 1,000 boundaries) and a spread in between.
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 100_001, 99_999_999, 100_000_000, 99_999_999_999];
    for (let n = 7; n < 99_999_999_999; n = Math.floor(n * 1.37) + 3) amounts.push(n);
    for (const n of amounts) {
      expect(formatMoney(n)).toBe(`₱${cents.format(n / 100)}`);
      expect(formatMoney(-n === 0 ? 0 : -n)).toBe(n === 0 ? '₱0.00' : `-₱${cents.format(n / 100)}`);
      expect(formatMoney(n, { floor: true })).toBe(`₱${whole.format(Math.floor(n / 100))}`);
      expect(formatMoney(n, { grouping: false, symbol: false })).toBe(plain.format(n / 100));
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
