// Activity calls beyond start-up's list: the sign-up bonus a new player claims once.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

// not in SPEC: the caller's sign-up bonus (null when they have none); `hasSignUpBonus` is its red dot.
export const getSignUpBonusCall = defineCall('getSignUpBonus', 'app/v1', {
  request: z.object({}),
  response: z.object({ bonus: z.object({ awards: z.array(award), claimed: z.boolean() }).nullable() }),
  auth: 'required',
  kind: 'read',
});

// not in SPEC: claims it; a second claim (or a race) is refused with 403, a player without one gets 404.
export const claimSignUpBonusCall = defineCall('claimSignUpBonus', 'app/v1', {
  request: z.object({}),
  response: z.object({ awards: z.array(award), balance: z.number().int() }),
  auth: 'required',
  kind: 'write',
});
