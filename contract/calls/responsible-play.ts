// Responsible play: deposit and loss limits, reality check, time-out and self-exclusion. The server enforces them.
import { z } from 'zod';
import { defineCall } from '../call.ts';

export * from '../member-constants.ts';
import { EXCLUSION_MONTHS, LIMIT_KINDS, LIMIT_MAX, REALITY_CHECK_MINUTES, TIMEOUT_HOURS } from '../member-constants.ts';

export const playLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  amount: z.number().int().nullable(),
  pending: z.object({ amount: z.number().int().nullable(), from: z.number().int() }).nullable(),
  used: z.number().int(),
});
export type PlayLimit = z.infer<typeof playLimit>;

export const playLimits = z.object({
  limits: z.array(playLimit),
  realityCheckMinutes: z.number().int(),
  timeOutUntil: z.number().int().nullable(),
  exclusionUntil: z.number().int().nullable(),
  exclusionLockedUntil: z.number().int().nullable(),
});
export type PlayLimits = z.infer<typeof playLimits>;

const limitValue = z.number().int().min(0).max(LIMIT_MAX, 'That limit is too high').nullable().optional();

// not in SPEC
export const getPlayLimitsCall = defineCall('getPlayLimits', 'app/v1', {
  request: z.object({}),
  response: playLimits,
  auth: 'required',
  kind: 'read',
});

// not in SPEC: null removes a limit (after 24 hours); a missing key leaves it as it is.
export const setPlayLimitsCall = defineCall('setPlayLimits', 'app/v1', {
  request: z.object({
    depositDay: limitValue,
    depositWeek: limitValue,
    depositMonth: limitValue,
    lossDay: limitValue,
    lossWeek: limitValue,
    lossMonth: limitValue,
    realityCheckMinutes: z
      .number()
      .int()
      .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), 'Choose one of the reminder intervals')
      .optional(),
  }),
  response: playLimits,
  auth: 'required',
  kind: 'write',
});

// not in SPEC
export const startTimeOutCall = defineCall('startTimeOut', 'app/v1', {
  request: z.object({
    hours: z.number().int().min(TIMEOUT_HOURS.min, 'A time-out lasts at least 24 hours').max(TIMEOUT_HOURS.max, 'A time-out lasts at most 30 days'),
  }),
  response: playLimits,
  auth: 'required',
  kind: 'write',
});

// not in SPEC
export const startSelfExclusionCall = defineCall('startSelfExclusion', 'app/v1', {
  request: z.object({
    months: z
      .number()
      .int()
      .refine((m) => (EXCLUSION_MONTHS as readonly number[]).includes(m), 'Choose 6 months, 1 year or 5 years'),
    confirm: z.literal(true, { error: 'Confirm that you understand the self-exclusion cannot be lifted' }),
  }),
  response: playLimits,
  auth: 'required',
  kind: 'write',
});
