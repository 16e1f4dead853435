import { describe, expect, it } from 'vitest';
import { USER_LEVEL, userLevelOf } from '../../../contract/member-constants.ts';
import { gateRefusal } from '../../../server/domain/user-level.ts';

describe('userLevel and reward gates', () => {
  it('rises with a verified mobile number, then an approved identity', () => {
    expect(userLevelOf({ hasMobile: false, kycApproved: false })).toBe(USER_LEVEL.account);
    expect(userLevelOf({ hasMobile: false, kycApproved: true })).toBe(USER_LEVEL.account);
    expect(userLevelOf({ hasMobile: true, kycApproved: false })).toBe(USER_LEVEL.mobileVerified);
    expect(userLevelOf({ hasMobile: true, kycApproved: true })).toBe(USER_LEVEL.identityVerified);
  });

  it('names the first gate that is closed, VIP before verification', () => {
    expect(gateRefusal({ vip: 0, userLevel: 0 }, { vip: 0, userLevel: 0 })).toBeNull();
    expect(gateRefusal({ vip: 2, userLevel: 1 }, { vip: 1, userLevel: 0 })).toBe('Reach VIP 2 to claim this reward');
    expect(gateRefusal({ vip: 2, userLevel: 1 }, { vip: 2, userLevel: 0 })).toBe('Verify your mobile number to claim this reward');
    expect(gateRefusal({ vip: 0, userLevel: 2 }, { vip: 5, userLevel: 1 })).toBe('Verify your mobile number and identity (KYC) to claim this reward');
    expect(gateRefusal({ vip: 2, userLevel: 2 }, { vip: 3, userLevel: 2 })).toBeNull();
  });
});
