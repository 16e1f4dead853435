// The draw's weighted pick over 1,000,000 simulated draws with node:crypto's randomInt: each prize comes up at its
// configured odds (within 5 standard deviations), a zero weight never, and no positive weight at all picks nothing.
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pickPrize } from '../../../server/domain/jackpot/pick.ts';

// The seeded grid of migration 023.
const PRIZES = [
  [1, 2001, 100, 3000],
  [2, 2002, 20, 2200],
  [3, 50004, 0, 60],
  [4, 2001, 500, 1800],
  [5, 1201, 1, 900],
  [6, 50002, 0, 5],
  [7, 2001, 2000, 400],
  [8, 2002, 100, 1614],
  [9, 50003, 0, 20],
  [10, 50001, 0, 1],
].map(([cell, propId, count, weight]) => ({ cell: cell!, propId: propId!, count: count!, weight: weight! }));

describe('jackpot pick', () => {
  it('matches the configured weights over 1,000,000 draws', () => {
    const draws = 1_000_000;
    const total = PRIZES.reduce((s, p) => s + p.weight, 0);
    const seen = new Map<number, number>();
    for (let i = 0; i < draws; i += 1) {
      const cell = pickPrize(PRIZES, randomInt)!.cell;
      seen.set(cell, (seen.get(cell) ?? 0) + 1);
    }
    for (const prize of PRIZES) {
      const p = prize.weight / total;
      const expected = draws * p;
      const sd = Math.sqrt(draws * p * (1 - p));
      expect(Math.abs((seen.get(prize.cell) ?? 0) - expected), `cell ${prize.cell}`).toBeLessThanOrEqual(5 * sd + 1);
    }
  });

  it('walks the weight bands in order at their edges', () => {
    const prizes = [
      { cell: 1, propId: 2001, count: 1, weight: 2 },
      { cell: 2, propId: 2001, count: 1, weight: 0 },
      { cell: 3, propId: 2001, count: 1, weight: 3 },
    ];
    expect([0, 1, 2, 3, 4].map((r) => pickPrize(prizes, () => r)!.cell)).toEqual([1, 1, 3, 3, 3]);
  });

  it('picks nothing when no prize has a positive weight', () => {
    expect(pickPrize([{ cell: 1, propId: 2001, count: 1, weight: 0 }], randomInt)).toBeNull();
    expect(pickPrize([], randomInt)).toBeNull();
  });
});
