// The points exchange rule the form and the server both run: the first problem with an amount, or none.
import { describe, expect, it } from 'vitest';
import { coinFor, exchangeProblem, pesoValue, type ExchangeBounds } from '../../../contract/points-exchange.ts';

const bounds: ExchangeBounds = { minPoints: 100, maxPoints: 100_000, pointsPerPeso: 100 };

describe('exchangeProblem', () => {
  const cases: Array<[points: number, bounds: ExchangeBounds, expected: ReturnType<typeof exchangeProblem>]> = [
    [150, bounds, null],
    [100, bounds, null],
    [100_000, bounds, null],
    [0, bounds, { kind: 'whole' }],
    [-5, bounds, { kind: 'whole' }],
    [150.5, bounds, { kind: 'whole' }],
    [Number.NaN, bounds, { kind: 'whole' }],
    [99, bounds, { kind: 'min', min: 100 }],
    [100_001, bounds, { kind: 'max', max: 100_000 }],
    [301, { ...bounds, pointsPerPeso: 300 }, { kind: 'step', step: 3 }],
    [300, { ...bounds, pointsPerPeso: 300 }, null],
    [500, { ...bounds, held: 499 }, { kind: 'held', held: 499 }],
    [500, { ...bounds, held: 500 }, null],
    // Bounds come first: a player told "the minimum is 100" should not first be told how many points they hold.
    [50, { ...bounds, held: 10 }, { kind: 'min', min: 100 }],
  ];
  it.each(cases)('%s points with %o: %o', (points, b, expected) => {
    expect(exchangeProblem(points, b)).toEqual(expected);
  });
});

describe('coinFor and pesoValue', () => {
  it('pays exact hundredths, or names the step when the rate leaves a fraction', () => {
    expect(coinFor(150, 100)).toEqual({ coin: 150 });
    expect(coinFor(100, 300)).toEqual({ step: 3 });
    expect(coinFor(300, 300)).toEqual({ coin: 100 });
    expect(coinFor(7, 40)).toEqual({ step: 2 });
    expect(coinFor(10, 40)).toEqual({ coin: 25 });
  });

  it('values a balance rounded down', () => {
    expect(pesoValue(100, 300)).toBe(33);
    expect(pesoValue(301, 300)).toBe(100);
  });
});
