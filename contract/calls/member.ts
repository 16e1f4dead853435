// Member area calls: profile, other details, inviter binding, safebox password, VIP progress and KYC.
import { z } from 'zod';
import { text } from '../text.ts';
import { nickname } from '../nickname.ts';
import { defineCall } from '../call.ts';

export * from '../member-constants.ts';
import { AVATAR_IDS, KYC_FILE_KINDS, KYC_ID_TYPES, KYC_MAX_BYTES, KYC_MIME_TYPES } from '../member-constants.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

export const updateProfileCall = defineCall('updateProfile', 'app/v1', {
  request: z.object({
    nickname: nickname().optional(),
    avatar: z.enum(['', ...AVATAR_IDS], { error: 'Choose one of the avatars' }).optional(),
  }),
  response: z.object({ nickname: z.string(), avatar: z.string() }),
  auth: 'required',
  kind: 'write',
});

export const userOther = z.object({
  realName: z.string(),
  birthDate: z.string(),
  email: z.string(),
  address: z.string(),
});
export type UserOther = z.infer<typeof userOther>;

export const appUserOtherCall = defineCall('appUserOther', 'app/v1', {
  request: z.object({}),
  response: userOther,
  auth: 'required',
  kind: 'read',
});

export const updateAppUserOtherCall = defineCall('updateAppUserOther', 'app/v1', {
  request: z.object({
    // A field left out keeps its stored value; '' clears it.
    realName: text().trim().max(80, 'Use at most 80 characters').optional(),
    birthDate: z.union([z.literal(''), isoDate]).optional(),
    email: z.union([z.literal(''), text().trim().max(120).email('Enter a valid email address')]).optional(),
    address: text({ multiline: true }).trim().max(200, 'Use at most 200 characters').optional(),
  }),
  response: userOther,
  auth: 'required',
  kind: 'write',
});

export const agentFillCall = defineCall('agentFill', 'app/v1', {
  // deviceId (not in SPEC): the install id; an inviter who signed in on this device is refused (no self-invites).
  request: z.object({ pid: z.number().int().positive('Enter the inviter id'), deviceId: z.string().min(1).max(128).optional() }),
  response: z.object({ pid: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

const safeboxPassword = z.string().regex(/^\d{1,16}$/, 'Use digits only');

// not in SPEC: sets the first safebox password.
export const setSafeboxPasswordCall = defineCall('setSafeboxPassword', 'app/v1', {
  request: z.object({ password: safeboxPassword }),
  response: z.object({ hasSafeboxPassword: z.literal(true) }),
  auth: 'required',
  kind: 'write',
});

// not in SPEC: changes the safebox password; needs the old one.
export const changeSafeboxPasswordCall = defineCall('changeSafeboxPassword', 'app/v1', {
  request: z.object({ oldPassword: text().min(1, 'Enter the current safebox password').max(64), password: safeboxPassword }),
  response: z.object({ hasSafeboxPassword: z.literal(true) }),
  auth: 'required',
  kind: 'write',
});

// not in SPEC: the player's VIP level, experience and what the next level needs (the progress bar on /member).
export const memberVipProgressCall = defineCall('memberVipProgress', 'app/v1', {
  request: z.object({}),
  response: z.object({
    vip: z.number().int(),
    vipExp: z.number().int(),
    levelExp: z.number().int(),
    nextLevel: z.number().int().nullable(),
    nextExp: z.number().int().nullable(),
  }),
  auth: 'required',
  kind: 'read',
});

export const kycFileInfo = z.object({ id: z.number().int(), kind: z.enum(KYC_FILE_KINDS), mime: z.enum(KYC_MIME_TYPES), size: z.number().int() });
export type KycFileInfo = z.infer<typeof kycFileInfo>;

export const kycState = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  fullName: z.string(),
  birthDate: z.string(),
  idType: z.string(),
  idNumber: z.string(),
  rejectReason: z.string(),
  submittedAt: z.number().int().nullable(),
  reviewedAt: z.number().int().nullable(),
  files: z.array(kycFileInfo),
});
export type KycState = z.infer<typeof kycState>;

export const kycCall = defineCall('kyc', 'app/v1', {
  request: z.object({}),
  response: kycState,
  auth: 'required',
  kind: 'read',
});

/** One image per call, as base64 in JSON; the server checks the bytes, not the declared type. */
export const uploadKycCall = defineCall('uploadKyc', 'app/v1', {
  request: z.object({
    kind: z.enum(KYC_FILE_KINDS),
    data: text()
      .min(1, 'Choose an image')
      .max(Math.ceil((KYC_MAX_BYTES * 4) / 3) + 8, 'The image is larger than 4 MB'),
  }),
  response: kycFileInfo,
  auth: 'required',
  kind: 'write',
});

export const addKycCall = defineCall('addKyc', 'app/v1', {
  request: z.object({
    fullName: text().trim().min(2, 'Enter your full name').max(80, 'Use at most 80 characters'),
    birthDate: isoDate,
    idType: z.enum(KYC_ID_TYPES, { error: 'Choose an ID type' }),
    idNumber: z
      .string()
      .trim()
      .min(4, 'Enter the ID number')
      .max(32, 'Use at most 32 characters')
      .regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and - only'),
  }),
  response: kycState,
  auth: 'required',
  kind: 'write',
});

// not in SPEC: one of the player's own KYC images, as base64 (served only to its owner).
export const kycFileCall = defineCall('kycFile', 'app/v1', {
  request: z.object({ id: z.number().int().positive() }),
  response: z.object({ id: z.number().int(), mime: z.enum(KYC_MIME_TYPES), data: z.string() }),
  auth: 'required',
  kind: 'read',
});

// not in SPEC: the audit's successful cases for /rules/kyc (masked names only).
export const kycCasesCall = defineCall('kycCases', 'app/v1', {
  request: z.object({}),
  response: z.object({
    approvedCount: z.number().int(),
    recent: z.array(z.object({ name: z.string(), approvedAt: z.number().int() })),
    kycAmount: z.number().int(),
  }),
  auth: 'public',
  kind: 'read',
});

export type VipProgress = z.infer<typeof memberVipProgressCall.response>;
