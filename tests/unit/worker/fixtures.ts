// Answers the fake server gives, each parsed by its contract schema so a fake can never drift from the contract.
import {
  activity,
  appConfig,
  calls,
  customerService,
  redDotFlags,
  theme,
  userInfo,
  type Activity,
  type AppConfig,
  type ClientMeta,
  type CustomerService,
  type RedDotFlags,
  type ResponseOf,
  type Theme,
  type UserInfo,
} from '../../../contract/index.ts';

export const META: ClientMeta = {
  appId: 'pisowin',
  channel: 'web',
  clientReferrer: 'https://example.test/',
  platform: 'android-web',
  appVersion: '1.2.3',
  appWebName: 'PisoWin',
};

export function userInfoFixture(over: Partial<UserInfo> = {}): UserInfo {
  return userInfo.parse({
    id: 1001,
    uuid: 'u-1001',
    account: 'juan_dela_cruz',
    accountType: 1,
    nickname: 'Juan',
    avatar: '',
    avatarOther: '',
    mobile: '',
    facebookAccount: '',
    googleAccount: '',
    lineAccount: '',
    facebookName: '',
    googleName: '',
    lineName: '',
    hasPassword: true,
    hasSafeboxPassword: false,
    hasKyc: false,
    hasUserOther: false,
    coin: 50_000,
    safebox: 0,
    totalRecharge: 0,
    bet: 0,
    exchange: 0,
    lottery: 0,
    vip: 0,
    vipExp: 0,
    userLevel: 0,
    regPeriod: 0,
    pid: 0,
    ...over,
  });
}

export function appConfigFixture(over: Partial<AppConfig> = {}): AppConfig {
  return appConfig.parse({
    accountLengthMin: 4,
    accountLengthMax: 16,
    usernameLengthMin: 1,
    usernameLengthMax: 12,
    passwordLengthMin: 6,
    passwordLengthMax: 32,
    withdrawAccountLengthMin: 10,
    withdrawAccountLengthMax: 13,
    smsCodeLengthMin: 4,
    smsCodeLengthMax: 6,
    safeboxPasswordLength: 6,
    feedbackImageLimit: 3,
    nicknameLengthMin: 0,
    nicknameLengthMax: 12,
    minRechargeStatus: true,
    kycAmount: 500_000,
    gameListVersion: 'v7',
    language: 'en-PH',
    currency: 'PHP',
    countryCode: 'ph',
    serverTime: 1_760_000_000_000,
    ...over,
  });
}

export function customerServiceFixture(over: Partial<CustomerService> = {}): CustomerService {
  return customerService.parse({ id: 1, name: 'Live chat', itemType: 1, param1: 'lic-1', param2: 'group-1', url: '', sort: 1, ...over });
}

export function preLoginAnswer(over: Partial<ResponseOf<typeof calls.preLogin>> = {}): ResponseOf<typeof calls.preLogin> {
  return calls.preLogin.response.parse({
    ...appConfigFixture(),
    appCustomerServiceQueue: [customerServiceFixture()],
    maintenance: { status: false, message: '' },
    code: 0,
    ...over,
  });
}

export function themeFixture(over: Partial<Theme> = {}): Theme {
  return theme.parse({
    themeName: 'Emerald',
    themeDomian: 'pisowin.test',
    themeJsonData: JSON.stringify({ bg: '#0b1f16', primary: '#19c37d', text: '#ffffff' }),
    ...over,
  });
}

export function activityFixture(id: number, over: Partial<Activity> = {}): Activity {
  return activity.parse({
    id,
    name: `Activity ${id}`,
    type: 0,
    sort: id,
    unloginShowStatus: 1,
    clickType: 1,
    clickAction: '/activity/spin',
    themeUrl: '',
    homeFloatShowStatus: 0,
    imgUrl4: '',
    ...over,
  });
}

export function activityIdsAnswer(activities: Activity[], over: Partial<ResponseOf<typeof calls.getActivityIds>> = {}) {
  return calls.getActivityIds.response.parse({
    activityMap: Object.fromEntries(activities.map((a) => [String(a.id), a])),
    activityIds: activities.map((a) => a.id),
    hasTurntable: true,
    totalRecharge: 0,
    loginBonus3CanReceive: false,
    ...over,
  });
}

export function flagsFixture(over: Partial<RedDotFlags> = {}): RedDotFlags {
  return redDotFlags.parse({
    hasTask: false,
    hasMail: true,
    hasSignUpBonus: false,
    spinAwardFlag: false,
    taskAwardFlag: false,
    agent5AwardFlag: false,
    vipAwardFlag: true,
    signInFlag: false,
    emailAwardFlag: false,
    canReceiveDrawChance: false,
    diamondMallRedDot: false,
    vipTaskFlag: false,
    ...over,
  });
}

export function sessionAnswer(over: Partial<ResponseOf<typeof calls.accountLogin>> = {}) {
  return calls.accountLogin.response.parse({ token: 'tok-1', expiresAt: 1_770_000_000_000, userInfo: userInfoFixture(), ...over });
}

export function afterLoginAnswer(over: Partial<ResponseOf<typeof calls.getAfterLoginInfoWeb>> = {}) {
  return calls.getAfterLoginInfoWeb.response.parse({
    userInfo: userInfoFixture(),
    appUserBank: null,
    appUserBankList: [],
    gameLikeIds: [3, 5],
    gameHistory: [7],
    inviteCode: 'INV123',
    aid: 0,
    firstRecharge: false,
    registerTime: 1_750_000_000_000,
    activityIds: [1, 2],
    kycAmount: 500_000,
    isAddKyc: false,
    hasKyc: false,
    isNewUserForcePopKyc: false,
    ...over,
  });
}

/** What the worker keeps under kv 'afterLogin': the after-login answer without its player. */
export function afterLoginStateFixture() {
  const { userInfo: _player, ...state } = afterLoginAnswer();
  return state;
}

export function refreshDataAnswer(over: Partial<ResponseOf<typeof calls.refreshData>> = {}) {
  return calls.refreshData.response.parse({
    coin: 75_000,
    safebox: 0,
    lottery: 2,
    vip: 1,
    vipExp: 120,
    userLevel: 1,
    bet: 3_000,
    hasPassword: true,
    ...over,
  });
}
