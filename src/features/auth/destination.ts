import { oneOf, positiveInt, searchSchema, text } from '../../lib/search-params.ts';

/** Search params of /auth/login (SPEC section 2); a bad value falls back instead of crashing. */
export const loginSearch = searchSchema({
  type: oneOf(['account']),
  gameId: positiveInt,
  tryIt: oneOf([0, 1]),
  to: text(512, /^\/(?!\/)/),
});
export type LoginSearch = ReturnType<typeof loginSearch>;

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
