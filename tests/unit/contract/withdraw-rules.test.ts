import { describe, expect, it } from 'vitest';
import { withdrawBoundProblem, withdrawCeiling, withdrawHeldProblem } from '../../../contract/withdraw-rules.ts';

const bounds = { min: 10_000, max: 5_000_000, feeRate: 0 };

describe('withdrawBoundProblem', () => {
  it.each([
    [9_999, bounds, { kind: 'below-min', min: 10_000 }],
    [10_000, bounds, null],
    [5_000_000, bounds, null],
    [5_000_001, bounds, { kind: 'above-max', max: 5_000_000 }],
    [10_000, { ...bounds, feeRate: 10_000 }, { kind: 'fee-covers' }],
    [10_000, { ...bounds, feeRate: 9_999 }, null],
  ] as const)('%i within %o is %o', (amount, b, expected) => {
    expect(withdrawBoundProblem(amount, b)).toEqual(expected);
  });
});

describe('withdrawHeldProblem', () => {
  it.each([
    [20_000, { withdrawable: 50_000, kycLeft: 500_000 }, null],
    [60_000, { withdrawable: 50_000, kycLeft: 500_000 }, { kind: 'over-withdrawable', withdrawable: 50_000 }],
    [60_000, { withdrawable: 100_000, kycLeft: 50_000 }, { kind: 'needs-kyc', left: 50_000 }],
    // Verifying is the way on, so the allowance is named before the locked part.
    [60_000, { withdrawable: 10_000, kycLeft: 50_000 }, { kind: 'needs-kyc', left: 50_000 }],
    [600_000, { withdrawable: 1_000_000, kycLeft: null }, null],
    [50_000, { withdrawable: 50_000, kycLeft: 50_000 }, null],
  ] as const)('%i against %o is %o', (amount, held, expected) => {
    expect(withdrawHeldProblem(amount, held)).toEqual(expected);
  });
});

describe('withdrawCeiling', () => {
  it.each([
    [{ max: 5_000_000 }, { withdrawable: 30_000, kycLeft: 500_000 }, 30_000],
    [{ max: 20_000 }, { withdrawable: 30_000, kycLeft: 500_000 }, 20_000],
    [{ max: 5_000_000 }, { withdrawable: 900_000, kycLeft: 480_000 }, 480_000],
    [{ max: 5_000_000 }, { withdrawable: 900_000, kycLeft: null }, 900_000],
    [{ max: 5_000_000 }, { withdrawable: -5, kycLeft: null }, 0],
  ] as const)('%o and %o allow %i', (b, held, expected) => {
    expect(withdrawCeiling(b, held)).toBe(expected);
  });
});
