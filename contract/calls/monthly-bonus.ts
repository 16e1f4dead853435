// Monthly bonus calls: last Manila month's valid bet and deposits against the tiers, and its claim (once a month).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

const awards = z.array(award);

export const monthlyBonusTier = z.object({
  tier: z.number().int(),
  /** Valid bet (hundredths) in the month that reaches the tier... */
  minBet: z.number().int(),
  /** ...or deposits (hundredths) that reach it. */
  minDeposit: z.number().int(),
  awards,
});
export type MonthlyBonusTier = z.infer<typeof monthlyBonusTier>;

export const monthlyBonus = z.object({
  /** The Manila month the figures are of, 'YYYY-MM' (last month). */
  month: z.string(),
  lastMonthBet: z.number().int(),
  lastMonthDeposit: z.number().int(),
  /** The highest tier reached, 0 for none. */
  tier: z.number().int(),
  awards,
  claimable: z.boolean(),
  claimed: z.boolean(),
  /** When this month's claim window ends and next month's bonus comes (epoch ms). */
  nextAt: z.number().int(),
  tiers: z.array(monthlyBonusTier),
});
export type MonthlyBonus = z.infer<typeof monthlyBonus>;

export const monthlyBonusInfoCall = defineCall('monthlyBonusInfo', 'app/v1', {
  request: z.object({}),
  response: monthlyBonus,
  auth: 'required',
  kind: 'read',
});

export const monthlyBonusReceiveCall = defineCall('monthlyBonusReceive', 'app/v1', {
  request: z.object({}),
  response: z.object({ tier: z.number().int(), awards, balance: z.number().int() }),
  auth: 'required',
  kind: 'write',
});
