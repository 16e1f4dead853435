// Wallet calls: deposit channels and orders, withdrawals, receiving accounts, safebox, coin records. Money in hundredths.
import { z } from 'zod';
import { text } from '../text.ts';
import { defineCall } from '../call.ts';

const money = z.number().int();
const positiveAmount = z.number().int('Enter a whole amount').positive('Enter an amount above zero').max(100_000_000_000);
const id = z.number().int().positive();

export { RECEIVING_BANKS, type ReceivingBank } from '../wallet-constants.ts';

/** SPEC "Recharge item". */
export const rechargeItem = z.object({ id: z.number().int(), price: money });
export type RechargeItem = z.infer<typeof rechargeItem>;

/** SPEC "Recharge type", with its price list; `minimum` is the server's minimum for this player right now. */
export const rechargeType = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['ewallet', 'bank']),
  sort: z.number().int(),
  minAmount: money,
  minAmount2: money,
  isDefault: z.boolean(),
  minimum: money,
  /** On the sandbox (test) channel: no real money moves; the deposit screen says so. */
  sandbox: z.boolean(),
  items: z.array(rechargeItem),
});
export type RechargeType = z.infer<typeof rechargeType>;

export const bankCard = z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankName: z.string(),
  kind: z.enum(['ewallet', 'bank']),
  accountName: z.string(),
  accountNo: z.string(),
  createTime: z.number().int(),
});
export type BankCard = z.infer<typeof bankCard>;

export const withdrawalState = z.enum(['pending', 'approved', 'paid', 'rejected', 'failed']);
export const withdrawal = z.object({
  id: z.number().int(),
  cardId: z.number().int(),
  amount: money,
  fee: money,
  state: withdrawalState,
  reason: z.string(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const turnoverLock = z.object({
  id: z.number().int(),
  reason: z.string(),
  amount: money,
  remaining: money,
  // not in SPEC: what the bonus came from (an award source, 'coupon' or 'order'), so the app names it in words.
  source: z.string().max(40).optional(),
});

/** The balances and rules of the wallet screens. `withdrawable` is the main balance less what turnover still locks. */
export const walletInfo = z.object({
  coin: money,
  safebox: money,
  locked: money,
  withdrawable: money,
  locks: z.array(turnoverLock),
  totalRecharge: money,
  withdrawMin: money,
  withdrawMax: money,
  /** Basis points of the amount. */
  withdrawFeeRate: z.number().int().nonnegative(),
  kycAmount: money,
  /** What the player may still withdraw without KYC: kycAmount less earlier withdrawals (window and since registration). */
  kycLeft: money,
  hasKyc: z.boolean(),
  hasSafeboxPassword: z.boolean(),
  maxBankAccounts: z.number().int(),
  // not in SPEC: the hours within which a withdrawal is paid out, when the operator promises a time (config
  // withdrawPayoutHours); absent when it does not, and the app then promises none.
  payoutHours: z.number().int().positive().optional(),
  /** The bank activity bonus terms: basis points of the deposit, cap (hundredths), wagering multiple of deposit + bonus. */
  bankBonus: z.object({ rate: z.number().int().nonnegative(), max: money, turnoverMultiple: z.number().int().nonnegative() }).optional(),
});
export type WalletInfo = z.infer<typeof walletInfo>;

/** One ledger entry of the player (SPEC "appUserCoinDetail"). `type` is the ledger reason. */
export const coinRecord = z.object({
  id: z.number().int(),
  type: z.string(),
  account: z.enum(['main', 'safebox']),
  amount: money,
  balanceAfter: money,
  reference: z.string(),
  createTime: z.number().int(),
  // not in SPEC: the game a bet or win was on, so the records can name it.
  gameName: z.string().max(100).optional(),
});
export type CoinRecord = z.infer<typeof coinRecord>;

// not in SPEC: the deposit channels and their price lists.
export const getRechargeTypesCall = defineCall('getRechargeTypes', 'app/v1', {
  request: z.object({}),
  response: z.object({ list: z.array(rechargeType), lastUsedId: z.number().int().nullable() }),
  auth: 'required',
  kind: 'read',
});

// not in SPEC: opens a deposit order on a channel; the player pays on `payUrl`. `activity: 'bank'` (the bank activity)
// attaches its configured bonus when the deposit is credited. `couponId` (a percent or fixed coupon of the player,
// usable, not expired, the amount at least its minimum) is reserved with the order and used when the deposit is
// credited: its bonus (couponBonus) is paid with a turnover lock of (deposit + bonus) x its multiple; a failed order
// releases it. A coupon is used once: of parallel orders naming it, one reserves it and the others are refused.
export const createDepositOrderCall = defineCall('createDepositOrder', 'app/v1', {
  request: z.object({ rechargeTypeId: id, amount: positiveAmount, activity: z.enum(['bank']).optional(), couponId: id.optional() }),
  response: z.object({ orderId: z.string(), amount: money, payUrl: z.string() }),
  auth: 'required',
  kind: 'write',
});

/**
 * A deposit order as the player sees it. `expired`: still unpaid when its pay window (DEPOSIT_PAY_WINDOW_MS) closed; the
 * pay page no longer takes it. `channelName` is the recharge type's name (GCash, Maya, Bank transfer).
 */
export const depositOrderState = z.enum(['pending', 'paid', 'failed', 'expired']);
export type DepositOrderState = z.infer<typeof depositOrderState>;
export const depositOrder = z.object({
  orderId: z.string().max(64),
  amount: money,
  channelName: z.string().max(64),
  state: depositOrderState,
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

// not in SPEC: the player's deposit orders, newest first (at most 50), or the one `orderId` names (an empty list when it
// is not theirs). The app watches a returning order with it until it is final, and lists the ones never credited.
export const getDepositOrdersCall = defineCall('getDepositOrders', 'app/v1', {
  request: z.object({ orderId: text().max(64).optional() }),
  response: z.object({ list: z.array(depositOrder) }),
  auth: 'required',
  kind: 'read',
});

// not in SPEC: balances, turnover locks and withdraw rules.
export const getWalletInfoCall = defineCall('getWalletInfo', 'app/v1', {
  request: z.object({}),
  response: walletInfo,
  auth: 'required',
  kind: 'read',
});

// not in SPEC: takes the amount off the balance at once into a pending payout to a receiving account.
// SPEC section 5 "A valid top-up is needed to earn bonuses from free bonuses": a player who has received free bonus
// coin (rewards: mail, VIP, tasks, give coupons, ...) and has never had a deposit credited cannot withdraw (403,
// "Make a deposit to unlock ..."); one credited deposit unlocks it. Turnover locks apply as well.
export const withdrawCall = defineCall('withdraw', 'app/v1', {
  request: z.object({ cardId: id, amount: positiveAmount }),
  response: z.object({ withdrawal, wallet: walletInfo }),
  auth: 'required',
  kind: 'write',
});

// not in SPEC: the player's withdrawals, newest first.
export const getWithdrawalsCall = defineCall('getWithdrawals', 'app/v1', {
  request: z.object({ pageNum: z.number().int().positive().default(1) }),
  response: z.object({ list: z.array(withdrawal), total: z.number().int() }),
  auth: 'required',
  kind: 'read',
});

// not in SPEC: the player's receiving accounts.
export const getUserBanksCall = defineCall('getUserBanks', 'app/v1', {
  request: z.object({}),
  response: z.object({ list: z.array(bankCard) }),
  auth: 'required',
  kind: 'read',
});

const cardFields = {
  bankId: z.number().int(),
  accountName: text().trim().min(1, 'Enter the account name').max(64),
  accountNo: text().trim().min(1, 'Enter the account number').max(32),
};

export const addBankInfoCall = defineCall('addBankInfo', 'app/v1', {
  request: z.object(cardFields),
  response: bankCard,
  auth: 'required',
  kind: 'write',
});

export const modifyBankInfoCall = defineCall('modifyBankInfo', 'app/v1', {
  request: z.object({ id, ...cardFields }),
  response: bankCard,
  auth: 'required',
  kind: 'write',
});

export const delUserBankCall = defineCall('delUserBank', 'app/v1', {
  request: z.object({ id }),
  response: z.object({}),
  auth: 'required',
  kind: 'write',
});

// not in SPEC: moves coin from the main balance into the safebox (free).
export const safeboxDepositCall = defineCall('safeboxDeposit', 'app/v1', {
  request: z.object({ amount: positiveAmount }),
  response: walletInfo,
  auth: 'required',
  kind: 'write',
});

// not in SPEC: moves coin out of the safebox; needs the safebox password.
export const safeboxWithdrawCall = defineCall('safeboxWithdraw', 'app/v1', {
  request: z.object({ amount: positiveAmount, password: text().min(1, 'Enter the safebox password').max(64) }),
  response: walletInfo,
  auth: 'required',
  kind: 'write',
});

export const appUserCoinDetailCall = defineCall('appUserCoinDetail', 'app/v1', {
  request: z.object({
    type: text().max(32).default(''),
    startTime: z.number().int().nonnegative().optional(),
    endTime: z.number().int().nonnegative().optional(),
    pageNum: z.number().int().positive().default(1),
    pageSize: z.number().int().positive().max(100).default(20),
  }),
  response: z.object({ list: z.array(coinRecord), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() }),
  auth: 'required',
  kind: 'read',
});
