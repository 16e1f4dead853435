// Customer service: the contact list a player may use (regular rows, plus the dedicated VIP rows at their level).
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { customerService } from '../entities.ts';

export const getCustomerServicesCall = defineCall('getCustomerServices', 'app/v1', {
  request: z.object({}),
  response: z.object({
    services: z.array(customerService),
    /** The player's VIP level as the server sees it (0 for a visitor). */
    vip: z.number().int().nonnegative(),
    /** The lowest VIP level that unlocks dedicated service, null when the operator has none. */
    vipServiceFrom: z.number().int().positive().nullable(),
  }),
  auth: 'optional',
  kind: 'read',
});
export type GetCustomerServicesAnswer = z.infer<typeof getCustomerServicesCall.response>;
