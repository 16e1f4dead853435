// Every call the product makes, by name. The server registers its routes from this list; the worker posts through it.
import { appConfigCall, appEventLogClientCall, appThemeCall, appThemePreviewCall } from './calls/anonymous.ts';
import { accountLoginCall, accountRegistCall, logoutCall } from './calls/auth.ts';
import {
  activityGetStatusListCall,
  getActivityIdsCall,
  getAfterLoginInfoWebCall,
  onlineCall,
  preLoginCall,
  refreshDataCall,
} from './calls/start-up.ts';
import {
  accountLoginSms2Call,
  accountLoginSmsCall,
  accountRegist4Call,
  bindAccountCall,
  bindSocialAccountCall,
  completeInfoCall,
  facebookLoginCall,
  forgetPasswordCall,
  googleLoginCall,
  initPasswordCall,
  lineLoginCall,
  lineLoginCodeCall,
  lineBindCodeCall,
  smsSendCall,
} from './calls/ways-in.ts';
import {
  addBankInfoCall,
  appUserCoinDetailCall,
  createDepositOrderCall,
  delUserBankCall,
  getRechargeTypesCall,
  getUserBanksCall,
  getWalletInfoCall,
  getWithdrawalsCall,
  modifyBankInfoCall,
  safeboxDepositCall,
  safeboxWithdrawCall,
  withdrawCall,
} from './calls/wallet.ts';

import {
  addKycCall,
  agentFillCall,
  appUserOtherCall,
  changeSafeboxPasswordCall,
  kycCall,
  kycCasesCall,
  kycFileCall,
  memberVipProgressCall,
  setSafeboxPasswordCall,
  updateAppUserOtherCall,
  updateProfileCall,
  uploadKycCall,
} from './calls/member.ts';
import {
  betRecordCall,
  betRecordReportCall,
  exitGameCall,
  gameLikeCall,
  gameListCall,
  gamePlayerDataCall,
  retrieveBalanceCall,
  startGameCall,
  verifyRoundCall,
} from './calls/games.ts';
import { delMailCall, getMail3Call, getMailDetailCall, readMailCall, receiveMailCall } from './calls/mail.ts';
import { getPlayLimitsCall, setPlayLimitsCall, startSelfExclusionCall, startTimeOutCall } from './calls/responsible-play.ts';
import { exchangeCall, finishTaskCall, getExchangeCall, getTaskUserCall, receiveLivenessChestCall, receiveTaskAwardCall } from './calls/tasks.ts';
import {
  appVipUserReceiveDailyCall,
  appVipUserReceiveSignInAwardCall,
  betBonusByTypeReceiveCall,
  betBonusCall,
  betBonusLogCall,
  betBonusReceiveCall,
  getVipInfoCall,
  getVipLevelAuditCall,
  receiveVipBonusUserCall,
  receiveVipTaskAndBonusCall,
} from './calls/vip.ts';
import { activityAwardGetLogCall, getCouponsCall, getMyRewardsCall, useGiveCouponCall } from './calls/rewards.ts';

export const calls = {
  appConfig: appConfigCall,
  appTheme: appThemeCall,
  appThemePreview: appThemePreviewCall,
  appEventLogClient: appEventLogClientCall,
  preLogin: preLoginCall,
  getAfterLoginInfoWeb: getAfterLoginInfoWebCall,
  refreshData: refreshDataCall,
  online: onlineCall,
  getActivityIds: getActivityIdsCall,
  activityGetStatusList: activityGetStatusListCall,
  accountRegist: accountRegistCall,
  accountLogin: accountLoginCall,
  logout: logoutCall,
  smsSend: smsSendCall,
  accountRegist4: accountRegist4Call,
  accountLoginSms: accountLoginSmsCall,
  accountLoginSms2: accountLoginSms2Call,
  forgetPassword: forgetPasswordCall,
  initPassword: initPasswordCall,
  bindAccount: bindAccountCall,
  bindSocialAccount: bindSocialAccountCall,
  googleLogin: googleLoginCall,
  facebookLogin: facebookLoginCall,
  lineLogin: lineLoginCall,
  lineLoginCode: lineLoginCodeCall, // not in SPEC
  lineBindCode: lineBindCodeCall, // not in SPEC
  completeInfo: completeInfoCall,
  getRechargeTypes: getRechargeTypesCall,
  createDepositOrder: createDepositOrderCall,
  getWalletInfo: getWalletInfoCall,
  withdraw: withdrawCall,
  getWithdrawals: getWithdrawalsCall,
  getUserBanks: getUserBanksCall,
  addBankInfo: addBankInfoCall,
  modifyBankInfo: modifyBankInfoCall,
  delUserBank: delUserBankCall,
  safeboxDeposit: safeboxDepositCall,
  safeboxWithdraw: safeboxWithdrawCall,
  appUserCoinDetail: appUserCoinDetailCall,
  updateProfile: updateProfileCall,
  appUserOther: appUserOtherCall,
  updateAppUserOther: updateAppUserOtherCall,
  agentFill: agentFillCall,
  setSafeboxPassword: setSafeboxPasswordCall,
  changeSafeboxPassword: changeSafeboxPasswordCall,
  memberVipProgress: memberVipProgressCall,
  kyc: kycCall,
  uploadKyc: uploadKycCall,
  addKyc: addKycCall,
  kycFile: kycFileCall,
  kycCases: kycCasesCall,
  getPlayLimits: getPlayLimitsCall,
  setPlayLimits: setPlayLimitsCall,
  startTimeOut: startTimeOutCall,
  startSelfExclusion: startSelfExclusionCall,
  gameList: gameListCall,
  gamePlayerData: gamePlayerDataCall,
  startGame: startGameCall,
  exitGame: exitGameCall,
  gameLike: gameLikeCall,
  betRecord: betRecordCall,
  betRecordReport: betRecordReportCall,
  verifyRound: verifyRoundCall,
  retrieveBalance: retrieveBalanceCall,
  getMail3: getMail3Call,
  getMailDetail: getMailDetailCall,
  receiveMail: receiveMailCall,
  delMail: delMailCall,
  readMail: readMailCall,
  getTaskUser: getTaskUserCall,
  finishTask: finishTaskCall,
  receiveTaskAward: receiveTaskAwardCall,
  getExchange: getExchangeCall,
  exchange: exchangeCall,
  receiveLivenessChest: receiveLivenessChestCall, // not in SPEC
  getVipInfo: getVipInfoCall,
  receiveVipBonusUser: receiveVipBonusUserCall,
  appVipUserReceiveDaily: appVipUserReceiveDailyCall,
  appVipUserReceiveSignInAward: appVipUserReceiveSignInAwardCall,
  receiveVipTaskAndBonus: receiveVipTaskAndBonusCall,
  getVipLevelAudit: getVipLevelAuditCall,
  betBonus: betBonusCall,
  betBonusReceive: betBonusReceiveCall,
  betBonusByTypeReceive: betBonusByTypeReceiveCall,
  betBonusLog: betBonusLogCall,
  getCoupons: getCouponsCall, // not in SPEC
  useGiveCoupon: useGiveCouponCall, // not in SPEC
  getMyRewards: getMyRewardsCall, // not in SPEC
  activityAwardGetLog: activityAwardGetLogCall,
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;

export * from './call.ts';
export * from './envelope.ts';
export * from './entities.ts';
export * from './constants.ts';
export * from './props.ts';
export { clientEvent, type ClientEvent } from './calls/anonymous.ts';
export { accountName, password, type SessionAnswer } from './calls/auth.ts';
export { SMS_PURPOSES, SOCIAL_PROVIDERS, mobileNumber, smsCode, type SmsPurpose, type SocialProvider } from './calls/ways-in.ts';
export * from './calls/wallet.ts';
export * from './calls/member.ts';
export * from './calls/responsible-play.ts';
export * from './calls/games.ts';
export * from './calls/mail.ts';
export * from './calls/tasks.ts';
export * from './calls/vip.ts';
export * from './calls/rewards.ts';
