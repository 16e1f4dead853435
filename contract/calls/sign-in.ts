// Everyone's daily sign-in (SPEC loginBonus3): a 7-day calendar of awards, one claim per Manila day. It is not the VIP
// sign-in ladder (vip.ts appVipUserReceiveSignInAward), which only VIP players have.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

const awards = z.array(award);

export const signInData = z.object({
  /** The seven calendar days' awards, day 1 first. */
  days: z.array(awards),
  /** Calendar day (1..7) today's claim pays, or paid when already claimed today. */
  today: z.number().int().min(1).max(7),
  /** Days of the current streak already claimed, including today when claimed (0..7). */
  streak: z.number().int().min(0).max(7),
  claimedToday: z.boolean(),
  /** Whether the player may claim now (signed up, deposited once, not yet claimed today). */
  canReceive: z.boolean(),
  /** Sign-in opens after the first credited deposit (anti-abuse); false until then. */
  hasDeposited: z.boolean(),
  /** Coin awards must be wagered this many times (x the coin) before they can be withdrawn. */
  coinTurnoverMultiple: z.number().min(0),
  /** When today ends in Manila (epoch ms): the next claim opens then. */
  nextDayAt: z.number().int(),
});
export type SignInData = z.infer<typeof signInData>;

export const loginBonus3UserCall = defineCall('loginBonus3User', 'app/v1', {
  request: z.object({}),
  response: signInData,
  auth: 'required',
  kind: 'read',
});

export const loginBonus3UserReceiveCall = defineCall('loginBonus3UserReceive', 'app/v1', {
  request: z.object({}),
  response: z.object({ day: z.number().int().min(1).max(7), awards, balance: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

/** The last claim of a player: its Manila day key and the calendar day (1..7) it paid. */
export interface LastSignIn {
  day: string;
  streakDay: number;
}

/**
 * Where a player stands on Manila day `today`: the calendar day today pays (or paid), the streak so far, and whether
 * today is claimed. A claim on `yesterday` continues the streak (day 7 then restarts at day 1); any older claim, or
 * none, starts again at day 1.
 */
export function signInPosition(last: LastSignIn | undefined, today: string, yesterday: string): { today: number; streak: number; claimedToday: boolean } {
  if (last?.day === today) return { today: last.streakDay, streak: last.streakDay, claimedToday: true };
  if (last?.day === yesterday && last.streakDay < 7) return { today: last.streakDay + 1, streak: last.streakDay, claimedToday: false };
  return { today: 1, streak: 0, claimedToday: false };
}

/** signInFlag: the player may claim today's sign-in. The server answers it; the worker applies it after a claim. */
export const signInDot = (data: Pick<SignInData, 'canReceive'>): boolean => data.canReceive;
