// Red versus blue (/activity/redpkblue): the week's period with both camps' totals and the caller's own standing, and
// joining a camp (once a period, only while sign-up is open).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { PK_CAMPS, PK_WINNERS } from '../pk.ts';

const camp = z.enum(PK_CAMPS, { error: 'camp is red or blue' });

export const pkCampTotals = z.object({
  /** Valid bet of the camp's members since each joined, hundredths. */
  validBet: z.number().int(),
  members: z.number().int(),
});

export const pkPeriod = z.object({
  id: z.number().int(),
  startsAt: z.number().int(),
  signupEndsAt: z.number().int(),
  endsAt: z.number().int(),
  /** Shared by the winning camp, hundredths. */
  pool: z.number().int(),
  red: pkCampTotals,
  blue: pkCampTotals,
});
export type PkPeriod = z.infer<typeof pkPeriod>;

export const pkData = z.object({
  /** The period running now (null between an ended period and the next). */
  current: pkPeriod
    .extend({
      signUpOpen: z.boolean(),
      /** The caller's camp and valid bet; estimate is their share if the period ended now (hundredths). */
      me: z.object({ camp, joinedAt: z.number().int(), validBet: z.number().int(), estimate: z.number().int() }).nullable(),
    })
    .nullable(),
  /** The last settled period, with the caller's payout when they were in it. */
  last: pkPeriod
    .extend({
      winner: z.enum(PK_WINNERS),
      settledAt: z.number().int(),
      me: z.object({ camp, validBet: z.number().int(), payout: z.number().int() }).nullable(),
    })
    .nullable(),
});
export type PkData = z.infer<typeof pkData>;

export const pkDataCall = defineCall('pkData', 'app/v1', {
  request: z.object({}),
  response: pkData,
  auth: 'required',
  kind: 'read',
});

export const pkSignUpCall = defineCall('pkSignUp', 'app/v1', {
  request: z.object({ camp }),
  response: pkData,
  auth: 'required',
  kind: 'write',
});
