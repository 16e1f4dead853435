// The reward gates of a player (SPEC section 6): VIP level and userLevel, the verification level of
// contract/member-constants.ts (a bound mobile number, then an approved KYC).
import type { Kysely, Transaction } from 'kysely';
import { KYC_STATUS, userLevelOf } from '../../contract/member-constants.ts';
import type { DB } from '../db/schema.ts';

export interface RewardGates {
  vip: number;
  userLevel: number;
}

export async function readGates(db: Kysely<DB> | Transaction<DB>, userId: number): Promise<RewardGates> {
  const user = await db.selectFrom('users').select(['vip', 'mobile']).where('id', '=', userId).executeTakeFirstOrThrow();
  const kyc = await db.selectFrom('kyc_submissions').select('status').where('user_id', '=', userId).executeTakeFirst();
  return { vip: user.vip, userLevel: userLevelOf({ hasMobile: user.mobile !== '', kycApproved: kyc?.status === KYC_STATUS.approved }) };
}

/** Why a reward that needs `min` is closed to a player with `gates`, or null when it is open. */
export function gateRefusal(min: { vip: number; userLevel: number }, gates: RewardGates): string | null {
  if (gates.vip < min.vip) return `Reach VIP ${min.vip} to claim this reward`;
  if (gates.userLevel < min.userLevel)
    return min.userLevel >= 2 ? 'Verify your mobile number and identity (KYC) to claim this reward' : 'Verify your mobile number to claim this reward';
  return null;
}
