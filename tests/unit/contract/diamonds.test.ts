// The diamond mall's contract: the red-dot rule, coupon face values for exactly the five diamond coupons, and the
// requests' bounds (a zero, negative or fractional exchange, a non-coupon prop, a page below 1 are refused).
import { describe, expect, it } from 'vitest';
import { describeProp } from '../../../contract/props.ts';
import { diamondMallDot } from '../../../contract/red-dots.ts';
import { calls, DIAMOND_COUPON_FACE, mallOrder } from '../../../contract/index.ts';

describe('diamond mall contract', () => {
  it.each([
    ['no rungs', [], false],
    ['a rung not reached', [{ reached: false, claimed: false }], false],
    ['a reached rung already claimed', [{ reached: true, claimed: true }], false],
    [
      'a reached, unclaimed rung',
      [
        { reached: true, claimed: true },
        { reached: true, claimed: false },
      ],
      true,
    ],
  ])('diamondMallRedDot with %s', (_, rungs, expected) => {
    expect(diamondMallDot(rungs)).toBe(expected);
  });

  it('gives every diamond coupon, and nothing else, a face value', () => {
    const ids = Object.keys(DIAMOND_COUPON_FACE).map(Number);
    expect(ids).toEqual([100001, 100002, 100003, 100004, 100005]);
    for (const id of ids) expect(describeProp(id).kind).toBe('diamondCoupon');
    expect(Object.values(DIAMOND_COUPON_FACE)).toEqual([10, 20, 50, 100, 200]);
  });

  it.each([0, -1, 1.5, 10_000_001, '10'])('refuses an exchange of %j diamonds', (diamonds) => {
    expect(calls.diamondExchangeCoin.request.safeParse({ diamonds }).success).toBe(false);
  });

  it('accepts a whole positive exchange and a real coupon id only', () => {
    expect(calls.diamondExchangeCoin.request.parse({ diamonds: 10 })).toEqual({ diamonds: 10 });
    expect(calls.diamondUseCoupon.request.safeParse({ propId: 60001 }).success).toBe(false);
    expect(calls.diamondUseCoupon.request.safeParse({ propId: 100005 }).success).toBe(true);
    expect(calls.diamondLog.request.parse({})).toEqual({ page: 1 });
    expect(calls.diamondLog.request.safeParse({ page: 0 }).success).toBe(false);
  });

  it('knows only the three order statuses', () => {
    const order = { id: 1, goodsId: 1, goodsName: 'Cap', price: 10, tracking: '', address: 'x', createdAt: 1, shippedAt: null, deliveredAt: null };
    expect(mallOrder.safeParse({ ...order, status: 'shipped' }).success).toBe(true);
    expect(mallOrder.safeParse({ ...order, status: 'cancelled' }).success).toBe(false);
  });

  it('refuses a bad delivery address with the field message', () => {
    const result = calls.updateAddress.request.safeParse({
      recipient: 'Juan',
      mobile: '123',
      region: 'Mars',
      city: 'QC',
      barangay: 'X1',
      street: '<b>1</b>',
      postalCode: '1',
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((i) => i.path[0]));
    expect([...fields].sort()).toEqual(['mobile', 'postalCode', 'region', 'street']);
  });
});
