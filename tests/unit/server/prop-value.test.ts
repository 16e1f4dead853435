// My rewards shows a peso value beside each held prop: it must be what the prop is really worth, never a made-up ₱0.00.
import { describe, expect, it } from 'vitest';
import { propValue } from '../../../server/domain/rewards/held.ts';

const rates = { pointValue: 1, diamondValue: 100 };

describe('a held prop’s peso value', () => {
  it.each([
    ['points at the points rate', 2002, 500, 500],
    ['diamonds at the diamond rate', 60001, 3, 300],
    ['a diamond coupon at the diamonds it adds (#3: 50)', 100003, 2, 10_000],
    ['a tier 1 lottery ticket at its ₱20 line', 80001, 1, 2_000],
    ['a tier 3 lottery ticket at its ₱100 line', 80003, 2, 20_000],
    ['a 50% lottery coupon at what it takes off a tier 1 line', 110004, 1, 1_000],
    ['liveness, which has no peso value', 4001, 7, 0],
  ])('%s', (_name, propId, count, value) => {
    expect(propValue(propId, count, rates)).toBe(value);
  });
});
