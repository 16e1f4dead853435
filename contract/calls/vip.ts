// VIP and rebate calls: the VIP data (levels, claims, tasks), its claims, the keep-level audit, and bet rebates.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

export const REBATE_LOG_PAGE_SIZE = 20;

const awards = z.array(award);

export const vipLevelInfo = z.object({
  /** Experience needed to reach the level (1 exp per centavo of valid bet; deposits count half). */
  experience: z.number().int(),
  /** Valid bet (hundredths) to wager in a Manila month to keep the level. */
  betLimit: z.number().int(),
  dailyAward: awards,
  showType: z.number().int().min(1).max(6),
  /** Paid once, when claimed after reaching the level. */
  levelUpBonus: awards,
  /** Rebate rate in basis points of valid bet, by game type id. */
  rebateRates: z.record(z.string(), z.number().int()),
});
export type VipLevelInfo = z.infer<typeof vipLevelInfo>;

export const vipTask = z.object({
  id: z.number().int(),
  kind: z.enum(['bet', 'deposit']),
  /** Hundredths to wager or deposit in the Manila week. */
  target: z.number().int(),
  progress: z.number().int(),
  awards,
  claimed: z.boolean(),
});
export type VipTask = z.infer<typeof vipTask>;

export const vipData = z.object({
  vip: z.number().int(),
  vipExp: z.number().int(),
  /** Experience of the next level, null at the top level. */
  nextExp: z.number().int().nullable(),
  appVipMap: z.record(z.string(), vipLevelInfo),
  daily: z.object({ claimable: z.boolean(), claimedToday: z.boolean() }),
  signIn: z.object({
    signedToday: z.boolean(),
    /** The step today's sign-in pays (or paid, when signed). 0 below VIP 1. */
    step: z.number().int(),
    /** The seven steps' awards at the player's level (empty below VIP 1). */
    ladder: z.array(awards),
  }),
  levelUps: z.array(z.object({ level: z.number().int(), awards, reached: z.boolean(), claimed: z.boolean() })),
  tasks: z.array(vipTask),
  /** When the tasks' Manila week ends (epoch ms). */
  weekEndsAt: z.number().int(),
});
export type VipData = z.infer<typeof vipData>;

export const getVipInfoCall = defineCall('getVipInfo', 'app/v1', {
  request: z.object({}),
  response: z.object({ vipData }),
  auth: 'required',
  kind: 'read',
});

const claimAnswer = z.object({ awards, balance: z.number().int() });

export const receiveVipBonusUserCall = defineCall('receiveVipBonusUser', 'app/v1', {
  request: z.object({ level: z.number().int().min(1).max(1000) }),
  response: claimAnswer.extend({ level: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

export const appVipUserReceiveDailyCall = defineCall('appVipUserReceiveDaily', 'app/v1', {
  request: z.object({}),
  response: claimAnswer,
  auth: 'required',
  kind: 'write',
});

export const appVipUserReceiveSignInAwardCall = defineCall('appVipUserReceiveSignInAward', 'app/v1', {
  request: z.object({}),
  response: claimAnswer.extend({ step: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

export const receiveVipTaskAndBonusCall = defineCall('receiveVipTaskAndBonus', 'app/v1', {
  request: z.object({ id: z.number().int().positive() }),
  response: claimAnswer.extend({ id: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

export const vipAudit = z.object({
  vip: z.number().int(),
  /** The Manila month audited, 'YYYY-MM'. */
  month: z.string(),
  /** Valid bet to wager this month to keep the level (0 at level 0). */
  betLimit: z.number().int(),
  wagered: z.number().int(),
  remaining: z.number().int(),
  kept: z.boolean(),
  monthEndsAt: z.number().int(),
});
export type VipAudit = z.infer<typeof vipAudit>;

export const getVipLevelAuditCall = defineCall('getVipLevelAudit', 'app/v1', {
  request: z.object({}),
  response: vipAudit,
  auth: 'required',
  kind: 'read',
});

export const rebateRow = z.object({
  /** Game type id. */
  type: z.number().int(),
  /** Basis points of valid bet at the player's current level. */
  rate: z.number().int(),
  /** Valid bet counted since the last claim of this type. */
  validBet: z.number().int(),
  /** Claimable now, hundredths (fractions of a centavo carry over). */
  amount: z.number().int(),
});
export type RebateRow = z.infer<typeof rebateRow>;

export const betBonusCall = defineCall('betBonus', 'app/v1', {
  request: z.object({ type: z.number().int().min(0).default(0) }),
  response: z.object({ list: z.array(rebateRow), total: z.number().int() }),
  auth: 'required',
  kind: 'read',
});

const rebateClaim = claimAnswer.extend({
  amount: z.number().int(),
  list: z.array(z.object({ type: z.number().int(), amount: z.number().int() })),
});
export type RebateClaim = z.infer<typeof rebateClaim>;

export const betBonusReceiveCall = defineCall('betBonusReceive', 'app/v1', {
  request: z.object({}),
  response: rebateClaim,
  auth: 'required',
  kind: 'write',
});

export const betBonusByTypeReceiveCall = defineCall('betBonusByTypeReceive', 'app/v1', {
  request: z.object({ type: z.number().int().positive() }),
  response: rebateClaim,
  auth: 'required',
  kind: 'write',
});

export const rebateLogItem = z.object({
  id: z.number().int(),
  type: z.number().int(),
  validBet: z.number().int(),
  amount: z.number().int(),
  time: z.number().int(),
});
export type RebateLogItem = z.infer<typeof rebateLogItem>;

export const betBonusLogCall = defineCall('betBonusLog', 'app/v1', {
  request: z.object({ page: z.number().int().positive().default(1) }),
  response: z.object({ list: z.array(rebateLogItem), page: z.number().int(), total: z.number().int(), hasMore: z.boolean() }),
  auth: 'required',
  kind: 'read',
});
