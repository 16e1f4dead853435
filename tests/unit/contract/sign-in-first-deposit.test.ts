// The two pure rules the server and the app share: where a player stands on the sign-in calendar, and the bonus a
// first deposit earns.
import { describe, expect, it } from 'vitest';
import { firstDepositBonusOf, signInDot, signInPosition } from '../../../contract/index.ts';

describe('signInPosition', () => {
  const today = '2026-11-24';
  const yesterday = '2026-11-23';
  it.each([
    ['never signed', undefined, { today: 1, streak: 0, claimedToday: false }],
    ['signed today on day 3', { day: today, streakDay: 3 }, { today: 3, streak: 3, claimedToday: true }],
    ['signed yesterday on day 3', { day: yesterday, streakDay: 3 }, { today: 4, streak: 3, claimedToday: false }],
    ['signed yesterday on day 7: the cycle restarts', { day: yesterday, streakDay: 7 }, { today: 1, streak: 0, claimedToday: false }],
    ['missed a day', { day: '2026-11-22', streakDay: 5 }, { today: 1, streak: 0, claimedToday: false }],
    ['a claim dated after today (clock moved back) starts again', { day: '2026-11-25', streakDay: 2 }, { today: 1, streak: 0, claimedToday: false }],
  ])('%s', (_name, last, expected) => {
    expect(signInPosition(last, today, yesterday)).toEqual(expected);
  });

  it('shows the red dot only while a claim is open', () => {
    expect(signInDot({ canReceive: true })).toBe(true);
    expect(signInDot({ canReceive: false })).toBe(false);
  });
});

describe('firstDepositBonusOf', () => {
  const tiers = [
    { minAmount: 10_000, bonus: 2_000 },
    { minAmount: 50_000, bonus: 12_000 },
    { minAmount: 100_000, bonus: 30_000 },
  ];
  it.each([
    [9_999, 0],
    [10_000, 2_000],
    [49_999, 2_000],
    [50_000, 12_000],
    [99_999, 12_000],
    [100_000, 25_000],
    [5_000_000, 25_000],
  ])('a first deposit of %i earns %i (capped at 250.00)', (amount, bonus) => {
    expect(firstDepositBonusOf(amount, tiers, 25_000)).toBe(bonus);
  });

  it('takes the best tier reached even when tiers come unsorted', () => {
    expect(firstDepositBonusOf(60_000, [tiers[2]!, tiers[1]!, tiers[0]!], 1_000_000)).toBe(12_000);
  });
});
