// The withdraw form's rules: the amount checks in the order a player can act on them, the range its hint names.
import { describe, expect, it } from 'vitest';
import { openLocks, withdrawProblem, withdrawRange } from '../../../../src/features/wallet/withdraw-rules.ts';

const wallet = {
  withdrawMin: 10_000,
  withdrawMax: 5_000_000,
  withdrawFeeRate: 0,
  withdrawable: 30_000,
  kycLeft: 500_000,
  hasKyc: false,
};

describe('withdrawProblem', () => {
  it.each([
    ['nothing typed', null, wallet, null],
    ['not an amount', Number.NaN, wallet, { kind: 'invalid' }],
    ['under the minimum', 5_000, wallet, { kind: 'below-min', min: 10_000 }],
    ['over the maximum', 6_000_000, wallet, { kind: 'above-max', max: 5_000_000 }],
    ['more than is withdrawable', 40_000, wallet, { kind: 'over-withdrawable', withdrawable: 30_000 }],
    ['over the KYC allowance', 40_000, { ...wallet, withdrawable: 900_000, kycLeft: 20_000 }, { kind: 'needs-kyc', left: 20_000 }],
    ['over the allowance once verified', 40_000, { ...wallet, withdrawable: 900_000, kycLeft: 0, hasKyc: true }, null],
    ['a fee that takes it all', 10_000, { ...wallet, withdrawFeeRate: 10_000 }, { kind: 'fee-covers' }],
    ['within every rule', 30_000, wallet, null],
  ] as const)('%s', (_name, amount, w, expected) => {
    expect(withdrawProblem(amount, w)).toEqual(expected);
  });
});

describe('withdrawRange', () => {
  it('runs from the minimum to the smallest of maximum, withdrawable and KYC allowance', () => {
    expect(withdrawRange(wallet)).toEqual({ min: 10_000, max: 30_000 });
    expect(withdrawRange({ ...wallet, withdrawable: 900_000, kycLeft: 480_000 })).toEqual({ min: 10_000, max: 480_000 });
    expect(withdrawRange({ ...wallet, withdrawable: 900_000, kycLeft: 0, hasKyc: true })).toEqual({ min: 10_000, max: 900_000 });
  });
});

describe('openLocks', () => {
  it('keeps only bonuses with wagering left', () => {
    const lock = (id: number, remaining: number) => ({ id, reason: 'r', amount: 1_000, remaining });
    expect(openLocks({ locks: [lock(1, 0), lock(2, 500)] }).map((l) => l.id)).toEqual([2]);
  });
});
