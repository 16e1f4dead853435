// The randomised jackpot figures stay inside the band the server derives from each pool.
import { describe, expect, it } from 'vitest';
import { displayValue } from '../../../../src/features/jackpot/display-numbers.ts';
import { maskNickname } from '../../../../contract/nickname.ts';
import { sectionOf } from '../../../../server/domain/jackpot/info.ts';

describe('display numbers', () => {
  it.each([
    { pool: 5_000_000, spread: 200 },
    { pool: 50_001, spread: 200 },
    { pool: 1, spread: 5000 },
    { pool: 123_456_789, spread: 0 },
  ])('pool $pool with spread $spread bp: every shown figure is within the band and never above the pool', ({ pool, spread }) => {
    const section = sectionOf(pool, spread);
    expect(section.max).toBe(pool);
    expect(pool - section.min).toBeLessThanOrEqual(Math.floor((pool * spread) / 10_000));
    for (const random of [0, 1e-9, 0.5, 0.999999999, ...Array.from({ length: 1000 }, Math.random)]) {
      const shown = displayValue(section, random);
      expect(Number.isInteger(shown)).toBe(true);
      expect(shown).toBeGreaterThanOrEqual(section.min);
      expect(shown).toBeLessThanOrEqual(section.max);
    }
    expect(displayValue(section, 0)).toBe(section.min);
    expect(displayValue(section, 0.999999999)).toBe(section.max);
  });

  it('an empty or upside-down band shows its max', () => {
    expect(displayValue({ min: 10, max: 10 }, 0.5)).toBe(10);
    expect(displayValue({ min: 20, max: 10 }, 0.5)).toBe(10);
  });

  it.each([
    ['JuanDelaCruz', 'Ju***z'],
    ['ab', 'a***'],
    ['a', 'a***'],
    ['', '***'],
    ['Mañana', 'Ma***a'],
  ])('masks the nickname %s as %s', (nickname, masked) => {
    expect(maskNickname(nickname)).toBe(masked);
  });
});
