// The first-deposit bonus: tiers by the amount of a player's first credited deposit, paid with the deposit. Not in SPEC
// as a call (SPEC names the activity and its modals only).
import { z } from 'zod';
import { defineCall } from '../call.ts';

export const firstDepositTier = z.object({
  /** Smallest first deposit (hundredths) that earns this tier. */
  minAmount: z.number().int(),
  /** Bonus (hundredths) credited with the deposit. */
  bonus: z.number().int(),
});
export type FirstDepositTier = z.infer<typeof firstDepositTier>;

export const firstDepositData = z.object({
  /** Ascending by minAmount. */
  tiers: z.array(firstDepositTier),
  /** Largest bonus paid whatever the tier (hundredths). */
  maxBonus: z.number().int(),
  /** Deposit plus bonus must be wagered this many times before the bonus (and the deposit) can be withdrawn. */
  turnoverMultiple: z.number().int(),
  /** Visitors: false. */
  hasDeposited: z.boolean(),
  /** The player joined the offer (firstDepositJoin); only a joined player's first deposit earns the bonus. */
  joined: z.boolean(),
  /** The bonus the player received, when their first deposit is credited (0 if it earned none). */
  received: z.object({ deposit: z.number().int(), bonus: z.number().int(), at: z.number().int(), note: z.string() }).nullable(),
});
export type FirstDepositData = z.infer<typeof firstDepositData>;

// not in SPEC
export const firstDepositInfoCall = defineCall('firstDepositInfo', 'app/v1', {
  request: z.object({}),
  response: firstDepositData,
  auth: 'optional',
  kind: 'read',
});

// not in SPEC
export const firstDepositJoinCall = defineCall('firstDepositJoin', 'app/v1', {
  request: z.object({}),
  response: firstDepositData,
  auth: 'required',
  kind: 'write',
});

/** The bonus a first deposit of `amount` earns: the highest tier reached, capped; 0 below the first tier. */
export function firstDepositBonusOf(amount: number, tiers: readonly FirstDepositTier[], maxBonus: number): number {
  let bonus = 0;
  for (const tier of tiers) if (amount >= tier.minAmount) bonus = Math.max(bonus, tier.bonus);
  return Math.max(0, Math.min(bonus, maxBonus));
}
