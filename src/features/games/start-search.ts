// zod/mini keeps route validation out of the main bundle's budget.
import * as z from 'zod/mini';

/** Search params of /game/start (SPEC section 2); a bad value falls back instead of crashing. */
export const gameStartSearch = z.object({
  gameId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  tryIt: z.catch(z.optional(z.union([z.literal(0), z.literal(1)])), undefined),
  activityId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});
export type GameStartSearch = z.infer<typeof gameStartSearch>;
