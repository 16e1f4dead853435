// zod/mini keeps route validation out of the main bundle's budget; the full zod stays in the worker and the server.
import * as z from 'zod/mini';

/** Search params of /auth/login (SPEC section 2); a bad value falls back instead of crashing. */
export const loginSearch = z.object({
  type: z.catch(z.optional(z.literal('account')), undefined),
  gameId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
  tryIt: z.catch(z.optional(z.union([z.literal(0), z.literal(1)])), undefined),
  to: z.catch(z.optional(z.string().check(z.regex(/^\/(?!\/)/), z.maxLength(512))), undefined),
});
export type LoginSearch = z.infer<typeof loginSearch>;

/** Where to go after logging in: `to`, or back to the game the visitor tried to start (SPEC section 6), else home. */
export function destinationAfterLogin(search: LoginSearch): string {
  if (search.to) return search.to;
  if (search.gameId) {
    const params = new URLSearchParams({ gameId: String(search.gameId) });
    if (search.tryIt !== undefined) params.set('tryIt', String(search.tryIt));
    return `/game/start?${params.toString()}`;
  }
  return '/';
}
