// Member, KYC and responsible-play constants without zod, so screens can import them cheaply.

/** Avatars the app draws as generated SVG; '' means the default one derived from the player id. */
export const AVATAR_IDS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10', 'a11', 'a12'] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

/** Philippine IDs accepted for KYC. */
export const KYC_ID_TYPES = ['philsys', 'passport', 'drivers_license', 'umid', 'sss', 'prc', 'postal', 'voters', 'tin'] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];

export const KYC_FILE_KINDS = ['idPhoto', 'selfie'] as const;
export type KycFileKind = (typeof KYC_FILE_KINDS)[number];
export const KYC_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type KycMime = (typeof KYC_MIME_TYPES)[number];
/** Largest image accepted, before base64 (the upload route's body limit leaves room for base64's third more). */
export const KYC_MAX_BYTES = 4 * 1024 * 1024;
/** Minimum age to play and to pass KYC, by the Asia/Manila date. */
export const MIN_AGE_YEARS = 21;

/** 0 not submitted, 1 pending, 2 approved, 3 rejected. */
export const KYC_STATUS = { notSubmitted: 0, pending: 1, approved: 2, rejected: 3 } as const;
export type KycStatus = (typeof KYC_STATUS)[keyof typeof KYC_STATUS];

export const LIMIT_KINDS = ['depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'lossWeek', 'lossMonth'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;
export const EXCLUSION_MONTHS = [6, 12, 60] as const;
export const TIMEOUT_HOURS = { min: 24, max: 30 * 24 } as const;
/** Highest limit a player may set, in hundredths (₱10,000,000). */
export const LIMIT_MAX = 1_000_000_000;

/**
 * userLevel (SPEC section 3 and 6): how far the player has verified who they are. Rewards may require a level (and a
 * VIP level) to be claimed, so free rewards go to real, reachable people: 0 an account only, 1 a verified mobile
 * number, 2 a verified mobile number and approved identity (KYC).
 */
export const USER_LEVEL = { account: 0, mobileVerified: 1, identityVerified: 2 } as const;

export function userLevelOf(state: { hasMobile: boolean; kycApproved: boolean }): number {
  if (!state.hasMobile) return USER_LEVEL.account;
  return state.kycApproved ? USER_LEVEL.identityVerified : USER_LEVEL.mobileVerified;
}
