import { describe, expect, it } from 'vitest';
import {
  manilaDayKey,
  manilaMidnight,
  manilaMinuteText,
  manilaMonthKey,
  manilaMonthStart,
  manilaWeekKey,
  manilaWeekStart,
  nextManilaMidnight,
  nextManilaMonthStart,
  nextManilaWeekStart,
  previousManilaMonthKey,
} from '../../../contract/manila.ts';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) => Date.UTC(y, mo - 1, d, h, mi, s, ms);

describe('Manila periods (UTC+8, no DST)', () => {
  it('turns the day at 16:00 UTC', () => {
    expect(manilaDayKey(utc(2026, 11, 21, 15, 59, 59, 999))).toBe('2026-11-21');
    expect(manilaDayKey(utc(2026, 11, 21, 16))).toBe('2026-11-22');
    expect(manilaMidnight(utc(2026, 11, 21, 15, 59))).toBe(utc(2026, 11, 20, 16));
    expect(nextManilaMidnight(utc(2026, 11, 21, 15, 59, 59))).toBe(utc(2026, 11, 21, 16));
    expect(nextManilaMidnight(utc(2026, 11, 21, 16))).toBe(utc(2026, 11, 22, 16));
  });

  it('turns the month at Manila midnight', () => {
    expect(manilaMonthKey(utc(2026, 11, 30, 15, 59))).toBe('2026-11');
    expect(manilaMonthKey(utc(2026, 11, 30, 16))).toBe('2026-12');
    expect(manilaMonthKey(utc(2026, 12, 31, 16))).toBe('2027-01');
    expect(manilaMonthStart(utc(2026, 11, 30, 15, 59))).toBe(utc(2026, 10, 31, 16));
    expect(manilaMonthStart(utc(2026, 11, 30, 16))).toBe(utc(2026, 11, 30, 16));
    expect(nextManilaMonthStart(utc(2026, 11, 30, 15, 59))).toBe(utc(2026, 11, 30, 16));
    expect(nextManilaMonthStart(utc(2026, 12, 31, 16))).toBe(utc(2027, 1, 31, 16));
    expect(previousManilaMonthKey(utc(2026, 12, 31, 16))).toBe('2026-12');
    expect(previousManilaMonthKey(utc(2027, 1, 15))).toBe('2026-12');
    expect(previousManilaMonthKey(utc(2026, 3, 31, 16))).toBe('2026-03');
  });

  it('shows the Manila wall-clock minute', () => {
    expect(manilaMinuteText(utc(2026, 11, 22, 0, 30))).toBe('2026-11-22T08:30');
    expect(manilaMinuteText(utc(2026, 11, 21, 16, 5, 59))).toBe('2026-11-22T00:05');
  });

  it('numbers ISO weeks from Monday 00:00 Manila (Sunday 16:00 UTC)', () => {
    // Monday 2026-11-16 .. Sunday 2026-11-22 is ISO week 47.
    expect(manilaWeekKey(utc(2026, 11, 15, 15, 59, 59))).toBe('2026-W46');
    expect(manilaWeekKey(utc(2026, 11, 15, 16))).toBe('2026-W47');
    expect(manilaWeekKey(utc(2026, 11, 22, 15, 59, 59))).toBe('2026-W47');
    expect(manilaWeekKey(utc(2026, 11, 22, 16))).toBe('2026-W48');
    expect(manilaWeekStart(utc(2026, 11, 19, 3))).toBe(utc(2026, 11, 15, 16));
    expect(nextManilaWeekStart(utc(2026, 11, 19, 3))).toBe(utc(2026, 11, 22, 16));
    expect(nextManilaWeekStart(utc(2026, 11, 15, 16))).toBe(utc(2026, 11, 22, 16));
  });

  it('gives year-end days the ISO week-year', () => {
    expect(manilaWeekKey(utc(2026, 12, 31, 4))).toBe('2026-W53'); // Thursday 2026-12-31
    expect(manilaWeekKey(utc(2027, 1, 3, 4))).toBe('2026-W53'); // Sunday 2027-01-03
    expect(manilaWeekKey(utc(2027, 1, 4, 4))).toBe('2027-W01');
    expect(manilaWeekKey(utc(2024, 12, 30, 4))).toBe('2025-W01'); // Monday 2024-12-30
    expect(manilaWeekKey(utc(2021, 1, 3, 4))).toBe('2020-W53');
  });
});
