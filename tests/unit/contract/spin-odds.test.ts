// The spin wheel's odds: a million simulated draws land on each sector within a chi-square bound of its weight, a
// zero weight is never drawn, and the percent and average figures the rule page shows follow the weights.
import { describe, expect, it } from 'vitest';
import { spinDot } from '../../../contract/red-dots.ts';
import { averageAwards, pickSector, sectorPercent, wheelConfigured, type WeightedSector } from '../../../contract/spin-odds.ts';

const SEEDED: WeightedSector[] = [
  { sector: 1, weight: 3000, awards: [{ id: 2001, count: 100 }] },
  { sector: 2, weight: 2000, awards: [{ id: 2002, count: 10 }] },
  { sector: 3, weight: 2000, awards: [{ id: 2001, count: 200 }] },
  { sector: 4, weight: 1200, awards: [{ id: 2001, count: 500 }] },
  { sector: 5, weight: 800, awards: [{ id: 2002, count: 50 }] },
  { sector: 6, weight: 600, awards: [{ id: 2001, count: 1000 }] },
  { sector: 7, weight: 350, awards: [{ id: 60001, count: 5 }] },
  { sector: 8, weight: 50, awards: [{ id: 2001, count: 8800 }] },
];

/** A seeded xorshift source, so a failure reproduces. */
function seededRandomInt(seed: number) {
  let x = seed >>> 0 || 1;
  return (max: number) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % max;
  };
}

describe('spin odds', () => {
  it('a million draws follow the weights (chi-square, 7 degrees of freedom, p = 0.001)', () => {
    const draws = 1_000_000;
    const counts = new Map<number, number>();
    const randomInt = seededRandomInt(20261124);
    for (let i = 0; i < draws; i += 1) {
      const s = pickSector(SEEDED, randomInt)!;
      counts.set(s.sector, (counts.get(s.sector) ?? 0) + 1);
    }
    const chiSquare = SEEDED.reduce((sum, s) => {
      const expected = (draws * s.weight) / 10_000;
      return sum + ((counts.get(s.sector) ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(chiSquare).toBeLessThan(24.32);
    for (const s of SEEDED) expect(Math.abs((counts.get(s.sector) ?? 0) / draws - s.weight / 10_000)).toBeLessThan(0.002);
  });

  it('bands follow the order: the first and last numbers of each band, zero weights skipped', () => {
    const sectors = [
      { sector: 1, weight: 2, awards: [] },
      { sector: 2, weight: 0, awards: [] },
      { sector: 3, weight: 1, awards: [] },
    ];
    expect([0, 1, 2].map((r) => pickSector(sectors, () => r)?.sector)).toEqual([1, 1, 3]);
    expect(pickSector([{ sector: 1, weight: 0, awards: [] }], () => 0)).toBeNull();
  });

  it('percent and average come from the weights', () => {
    expect(sectorPercent(SEEDED, 3000)).toBe(30);
    expect(sectorPercent(SEEDED, 50)).toBeCloseTo(0.5);
    expect(averageAwards(SEEDED)).toEqual([
      { id: 2001, count: 234 },
      { id: 2002, count: 6 },
      { id: 60001, count: 0.175 },
    ]);
    expect(wheelConfigured(SEEDED)).toBe(true);
    expect(wheelConfigured(SEEDED.map((s) => ({ ...s, weight: 0 })))).toBe(false);
    expect(sectorPercent([], 1)).toBe(0);
  });

  it.each([
    ['open with a chance', true, 2, true],
    ['open without a chance', true, 0, false],
    ['closed with a chance', false, 3, false],
  ])('spinAwardFlag: %s', (_name, open, chances, expected) => expect(spinDot({ open, chances })).toBe(expected));
});
