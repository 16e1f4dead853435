// Red versus blue rules: the winner of two totals, the valid bet a pool is split over, each share floored to the
// centavo (the house keeps what the floors leave), and the week's calendar in Manila time.
import { describe, expect, it } from 'vitest';
import { PK_SIGNUP_MS, pkCampWins, pkPayout, pkShare, pkSharingBet, pkWeek, pkWinner } from '../../../contract/pk.ts';

describe('pkWinner and pkSharingBet', () => {
  it.each([
    [10, 5, 'red', 10],
    [5, 10, 'blue', 10],
    [7, 7, 'both', 14],
    [0, 3, 'blue', 3],
    [0, 0, 'none', 0],
  ] as const)('red %i, blue %i: %s over %i', (red, blue, winner, sharing) => {
    expect(pkWinner(red, blue)).toBe(winner);
    expect(pkSharingBet(winner, red, blue)).toBe(sharing);
  });

  it('a tie lets both camps share; none lets nobody', () => {
    expect(pkCampWins('both', 'red') && pkCampWins('both', 'blue')).toBe(true);
    expect(pkCampWins('none', 'red') || pkCampWins('none', 'blue')).toBe(false);
    expect(pkCampWins('red', 'blue')).toBe(false);
  });
});

describe('pkShare', () => {
  it.each([
    // pool, own bet, sharing bet, share
    [1_000_000, 500, 1_000, 500_000],
    [1_000_000, 1, 3, 333_333], // floored: the house keeps the centavo left
    [1_000_000, 2, 3, 666_666],
    [1_000_000, 1_000, 1_000, 1_000_000],
    [1_000_000, 0, 1_000, 0], // no valid bet, no share
    [0, 500, 1_000, 0],
    [1_000_000, 500, 0, 0],
    [100_000_000_000, 9_000_000_000, 10_000_000_000, 90_000_000_000], // past 2^53 in the product
  ])('pool %i, bet %i of %i: %i', (pool, own, sharing, share) => {
    expect(pkShare(pool, own, sharing)).toBe(share);
  });

  it('never pays out more than the pool', () => {
    const bets = [3, 7, 11, 13, 17];
    const total = bets.reduce((a, b) => a + b, 0);
    const paid = bets.map((b) => pkShare(99_999, b, total)).reduce((a, b) => a + b, 0);
    expect(paid).toBeLessThanOrEqual(99_999);
    expect(99_999 - paid).toBeLessThan(bets.length);
  });
});

describe('pkPayout', () => {
  it.each([
    // pool, own bet, sharing bet, payout: the share, at most 1% of the member's own valid bet
    [1_000_000, 100, 100, 1], // a lone ₱1.00 bet cannot take a ₱10,000 pool
    [1_000_000, 100_000_000, 100_000_000, 1_000_000], // the pool binds once 1% of the bet passes it
    [1_000_000, 50_000_000, 200_000_000, 250_000], // the share binds
    [1_000_000, 99, 99, 0], // under 1 centavo
    [0, 500, 1_000, 0],
  ])('pool %i, bet %i of %i: %i', (pool, own, sharing, payout) => {
    expect(pkPayout(pool, own, sharing)).toBe(payout);
  });
});

describe('pkWeek', () => {
  it('runs Monday 00:00 to Monday 00:00 Manila, sign-up to Thursday 00:00', () => {
    // Wednesday 2026-11-25 12:00 Manila = 04:00 UTC.
    const week = pkWeek(Date.parse('2026-11-25T04:00:00Z'));
    expect(new Date(week.startsAt).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(week.signupEndsAt - week.startsAt).toBe(PK_SIGNUP_MS);
    expect(new Date(week.signupEndsAt).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(new Date(week.endsAt).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    // Sunday 23:59 Manila is still the same week; Monday 00:00 starts the next.
    expect(pkWeek(Date.parse('2026-11-29T15:59:00Z')).startsAt).toBe(week.startsAt);
    expect(pkWeek(Date.parse('2026-11-29T16:00:00Z')).startsAt).toBe(week.endsAt);
  });
});
