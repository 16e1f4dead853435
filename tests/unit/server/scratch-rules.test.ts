// Scratch card prize draws over 1,000,000 simulated cards with node:crypto's randomInt: each seeded line comes up at
// its stated chance (within 5 standard deviations) and the paid average matches the stated return; the weight bands'
// edges; and the return figures for coin and diamond prizes.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectedValue, pickLine, rtpBasisPoints, totalWeight } from '../../../server/domain/scratch/rules.ts';

// Lucky 7 as seeded by migration 027.
const LUCKY7 = [
  [0, 5285],
  [500, 2500],
  [1000, 1365],
  [2000, 500],
  [5000, 300],
  [77_700, 50],
].map(([count, weight]) => ({ propId: 2001, count: count!, weight: weight! }));

describe('scratch prize pick', () => {
  it('matches the table over 1,000,000 draws, and the paid average its stated value', () => {
    const draws = 1_000_000;
    const total = totalWeight(LUCKY7);
    const seen = new Map<number, number>();
    let paid = 0;
    for (let i = 0; i < draws; i += 1) {
      const prize = pickLine(LUCKY7, randomInt(total));
      seen.set(prize.count, (seen.get(prize.count) ?? 0) + 1);
      paid += prize.count;
    }
    for (const prize of LUCKY7) {
      const p = prize.weight / total;
      const sd = Math.sqrt(draws * p * (1 - p));
      expect(Math.abs((seen.get(prize.count) ?? 0) - draws * p), `prize ${prize.count}`).toBeLessThanOrEqual(5 * sd + 1);
    }
    // The stated average is ₱9.00; the 1,000,000-card average lands within a few centavos of it.
    expect(expectedValue(LUCKY7, 100)).toBe(900);
    expect(Math.abs(paid / draws - 900)).toBeLessThan(25);
  });

  it('walks the weight bands in order, skipping zero weights, and refuses a roll past the total', () => {
    const prizes = [
      { propId: 2001, count: 1, weight: 2 },
      { propId: 2001, count: 2, weight: 0 },
      { propId: 2001, count: 3, weight: 1 },
    ];
    expect([0, 1, 2].map((roll) => pickLine(prizes, roll).count)).toEqual([1, 1, 3]);
    expect(() => pickLine(prizes, 3)).toThrow('outside');
  });

  it('states the return of coin and diamond prizes against the price in pesos', () => {
    expect(rtpBasisPoints(LUCKY7, 10, 100)).toBe(9000);
    const diamonds = [
      { propId: 60001, count: 20, weight: 1 },
      { propId: 2001, count: 0, weight: 1 },
    ];
    expect(expectedValue(diamonds, 100)).toBe(1000);
    expect(rtpBasisPoints(diamonds, 20, 100)).toBe(5000);
    expect(rtpBasisPoints(diamonds, 20, 50)).toBe(5000);
    expect(rtpBasisPoints([], 20, 100)).toBe(0);
    expect(rtpBasisPoints(diamonds, 20, 0)).toBe(0);
  });
});
