// VIP arithmetic: experience from bets and deposits (the level it reaches is applied in SQL and tested in
// tests/integration/server/vip.test.ts), rebate units and payouts, sign-in steps.
import { describe, expect, it } from 'vitest';
import { expForBet, expForDeposit, nextSignInStep, rebateUnits, splitRebate } from '../../../server/domain/vip/rules.ts';

describe('VIP rules', () => {
  it('counts 1 exp per centavo bet and half per centavo deposited, rounding down', () => {
    expect(expForBet(12_345)).toBe(12_345);
    expect(expForDeposit(12_345)).toBe(6_172);
    expect(expForBet(-5)).toBe(0);
  });

  it('accrues rebate in units of 1/10,000 centavo and pays whole centavos, keeping the rest', () => {
    expect(rebateUnits(12_345, 20)).toBe(246_900);
    expect(splitRebate(246_900)).toEqual({ pay: 24, rest: 6_900 });
    expect(splitRebate(6_900 + rebateUnits(1_555, 20))).toEqual({ pay: 3, rest: 8_000 });
    expect(splitRebate(9_999)).toEqual({ pay: 0, rest: 9_999 });
  });

  it('steps the sign-in ladder one a day and restarts after a gap or the seventh step', () => {
    expect(nextSignInStep(undefined, '2026-11-22', '2026-11-21')).toBe(1);
    expect(nextSignInStep({ lastDay: '2026-11-22', step: 3 }, '2026-11-22', '2026-11-21')).toBeNull();
    expect(nextSignInStep({ lastDay: '2026-11-21', step: 3 }, '2026-11-22', '2026-11-21')).toBe(4);
    expect(nextSignInStep({ lastDay: '2026-11-20', step: 3 }, '2026-11-22', '2026-11-21')).toBe(1);
    expect(nextSignInStep({ lastDay: '2026-11-21', step: 7 }, '2026-11-22', '2026-11-21')).toBe(1);
  });
});
