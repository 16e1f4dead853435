// Entities of SPEC section 3 as they cross the network. Money fields are integer hundredths.
import { z } from 'zod';

const money = z.number().int();
const flag = z.union([z.literal(0), z.literal(1)]);

/** SPEC "User info". The password is never sent: `hasPassword` says whether one is set. */
export const userInfo = z.object({
  id: z.number().int().nonnegative(),
  uuid: z.string(),
  account: z.string(),
  accountType: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  avatarOther: z.string(),
  mobile: z.string(),
  facebookAccount: z.string(),
  googleAccount: z.string(),
  lineAccount: z.string(),
  facebookName: z.string(),
  googleName: z.string(),
  lineName: z.string(),
  hasPassword: z.boolean(),
  hasSafeboxPassword: z.boolean(),
  hasKyc: z.boolean(),
  hasUserOther: z.boolean(),
  coin: money,
  safebox: money,
  totalRecharge: money,
  bet: money,
  exchange: money,
  lottery: z.number().int(),
  vip: z.number().int().min(0),
  vipExp: z.number().int().min(0),
  userLevel: z.number().int().min(0),
  regPeriod: z.number().int(),
  pid: z.number().int(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** SPEC "Other user state" (after-login extras). */
export const otherUserState = z.object({
  appUserBank: z.object({ bankId: z.number().int(), id: z.number().int() }).nullable(),
  appUserBankList: z.array(z.object({ bankId: z.number().int(), id: z.number().int() })),
  gameLikeIds: z.array(z.number().int()),
  gameHistory: z.array(z.number().int()),
  inviteCode: z.string(),
  aid: z.number().int(),
  firstRecharge: z.boolean(),
  registerTime: z.number().int(),
  activityIds: z.array(z.number().int()),
});
export type OtherUserState = z.infer<typeof otherUserState>;

/** SPEC "Activity". `type` and `clickType` are explained in contract/activities.ts; `rules` is the text of its rule page or notice. */
export const activity = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  sort: z.number().int(),
  unloginShowStatus: flag,
  clickType: z.number().int(),
  clickAction: z.string(),
  themeUrl: z.string(),
  homeFloatShowStatus: flag,
  imgUrl4: z.string(),
  rules: z.string().optional(),
});
export type Activity = z.infer<typeof activity>;

export const award = z.object({ id: z.number().int(), count: z.number().int() });
export type Award = z.infer<typeof award>;

/** SPEC "Red-dot flags". */
export const redDotFlags = z.object({
  hasTask: z.boolean(),
  hasMail: z.boolean(),
  hasSignUpBonus: z.boolean(),
  spinAwardFlag: z.boolean(),
  taskAwardFlag: z.boolean(),
  agent5AwardFlag: z.boolean(),
  vipAwardFlag: z.boolean(),
  signInFlag: z.boolean(),
  emailAwardFlag: z.boolean(),
  canReceiveDrawChance: z.boolean(),
  diamondMallRedDot: z.boolean(),
  vipTaskFlag: z.boolean(),
});
export type RedDotFlags = z.infer<typeof redDotFlags>;

/** The colours the UI reads from `themeJsonData`; every one is optional and falls back to a built-in default. */
export const themeColours = z
  .object({
    bg: z.string(),
    surface: z.string(),
    surface2: z.string(),
    text: z.string(),
    muted: z.string(),
    primary: z.string(),
    primaryText: z.string(),
    accent: z.string(),
    success: z.string(),
    danger: z.string(),
  })
  .partial();
export type ThemeColours = z.infer<typeof themeColours>;

/** SPEC "Theme" (the field name `themeDomian` is the API's spelling). `themeJsonData` is a JSON string of ThemeColours. */
export const theme = z.object({
  themeName: z.string(),
  themeDomian: z.string(),
  themeJsonData: z.string(),
});
export type Theme = z.infer<typeof theme>;

/** SPEC "Customer service": itemType 1 is online chat; param1 the licence, param2 the group. */
export const customerService = z.object({
  id: z.number().int(),
  name: z.string(),
  itemType: z.number().int(),
  param1: z.string(),
  param2: z.string(),
  url: z.string(),
  sort: z.number().int(),
  /** Dedicated VIP service: shown only to players at this VIP level or above (0, or absent from an older server: everyone). */
  minVip: z.number().int().nonnegative().default(0),
});
export type CustomerService = z.infer<typeof customerService>;

const bound = z.number().int().nonnegative();

/** SPEC "App config" with every validation bound of SPEC section 5. */
export const appConfig = z.object({
  accountLengthMin: bound,
  accountLengthMax: bound,
  usernameLengthMin: bound,
  usernameLengthMax: bound,
  passwordLengthMin: bound,
  passwordLengthMax: bound,
  withdrawAccountLengthMin: bound,
  withdrawAccountLengthMax: bound,
  smsCodeLengthMin: bound,
  smsCodeLengthMax: bound,
  safeboxPasswordLength: bound,
  feedbackImageLimit: bound,
  nicknameLengthMin: bound,
  nicknameLengthMax: bound,
  /** Whether the second minimum deposit (minAmount2) applies to players who have deposited before. */
  minRechargeStatus: z.boolean(),
  kycAmount: money,
  gameListVersion: z.string(),
  language: z.string(),
  currency: z.string(),
  countryCode: z.string(),
  /** The PAGCOR licence number shown in the footer; absent when the operator has not set it (nothing is shown). */
  pagcorLicence: z.string().min(1).max(60).optional(),
  /** The Android app's download address (https); absent when there is none, so no dead link is shown. */
  apkUrl: z.url({ protocol: /^https$/ }).optional(),
  serverTime: z.number().int(),
});
export type AppConfig = z.infer<typeof appConfig>;

export const maintenanceState = z.object({
  status: z.boolean(),
  message: z.string(),
});
export type MaintenanceState = z.infer<typeof maintenanceState>;
