// One date, one date-time, one number and one progress format for the whole app, on Manila time whatever the
// device's zone.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercent, formatProgress } from '../../../src/lib/i18n/format.ts';
import { formatMoney } from '../../../src/lib/money.ts';

// 2026-11-24 04:02 UTC is 12:02 PM in Manila; 2026-11-23 20:30 UTC is already the 24th there.
const noonish = Date.UTC(2026, 10, 24, 4, 2);
const lateUtc = Date.UTC(2026, 10, 23, 20, 30);

describe('i18n formatters', () => {
  it('writes a date as "Nov 24, 2026" on the Manila day', () => {
    expect(formatDate(noonish)).toBe('Nov 24, 2026');
    expect(formatDate(lateUtc)).toBe('Nov 24, 2026');
  });

  it('writes a date and time as "Nov 24, 2026, 12:02 PM"', () => {
    expect(formatDateTime(noonish).replace(/\u202f/g, ' ')).toBe('Nov 24, 2026, 12:02 PM');
  });

  it('groups thousands in every count', () => {
    expect(formatNumber(29700)).toBe('29,700');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('writes basis points as a percentage with up to two decimals', () => {
    expect(formatPercent(35)).toBe('0.35%');
    expect(formatPercent(200)).toBe('2%');
    expect(formatPercent(1050)).toBe('10.5%');
  });

  it('writes progress with separators on both sides, or in money when given', () => {
    expect(formatProgress(29700, 100000)).toBe('29,700 / 100,000');
    expect(formatProgress(0, 1000, formatMoney)).toBe('₱0.00 / ₱10.00');
  });
});
