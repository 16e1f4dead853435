import { describe, expect, it } from 'vitest';
import { inDayRange, manilaDay } from '../../../src/lib/manila-day.ts';

describe('Manila days', () => {
  it('counts days in Asia/Manila (UTC+8), not in UTC or the device zone', () => {
    expect(manilaDay(Date.UTC(2026, 10, 21, 15, 59))).toBe('2026-11-21');
    expect(manilaDay(Date.UTC(2026, 10, 21, 16, 0))).toBe('2026-11-22');
  });

  it('keeps a time inside an inclusive day range, with open ends', () => {
    const t = Date.UTC(2026, 10, 21, 4, 0);
    expect(inDayRange(t)).toBe(true);
    expect(inDayRange(t, '2026-11-21', '2026-11-21')).toBe(true);
    expect(inDayRange(t, '2026-11-22')).toBe(false);
    expect(inDayRange(t, undefined, '2026-11-20')).toBe(false);
  });
});
