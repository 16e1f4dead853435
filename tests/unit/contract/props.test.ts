import { describe, expect, it } from 'vitest';
import { describeProp } from '../../../contract/props.ts';

describe('describeProp', () => {
  it.each([
    [1001, 'percentCoupon', 1],
    [1099, 'percentCoupon', 99],
    [1201, 'fixedCoupon', 1],
    [1301, 'giveCoupon', 1],
    [100003, 'diamondCoupon', 3],
    [110005, 'lotteryCoupon', 5],
    [2001, 'coin', 1],
    [2002, 'points', 1],
    [4001, 'liveness', 1],
    [60001, 'diamond', 1],
    [40004, 'newYear', 4],
    [80002, 'lottery', 2],
    [50000, 'jackpot', 1],
  ] as const)('reads %i as %s', (id, kind, index) => {
    expect(describeProp(id)).toMatchObject({ id, kind, index });
  });

  it('names the jackpot tiers of SPEC section 3', () => {
    expect([50001, 50002, 50003, 50004].map((id) => describeProp(id).tier)).toEqual(['Mega', 'Major', 'Minor', 'Mini']);
    expect(describeProp(50005).tier).toBeUndefined();
  });

  it('marks coin and jackpot amounts as money, nothing else', () => {
    expect(describeProp(2001).isMoney).toBe(true);
    expect(describeProp(50002).isMoney).toBe(true);
    expect(describeProp(2002).isMoney).toBe(false);
  });

  it.each([0, 1000, 1100, 1200, 2003, 99999, 100006, 50006])('calls %i unknown without throwing', (id) => {
    expect(describeProp(id).kind).toBe('unknown');
  });
});
