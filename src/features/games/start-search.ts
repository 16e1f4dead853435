import { oneOf, positiveInt, searchSchema } from '../../lib/search-params.ts';

/** Search params of /game/start (SPEC section 2); a bad value falls back instead of crashing. */
export const gameStartSearch = searchSchema({ gameId: positiveInt, tryIt: oneOf([0, 1]), activityId: positiveInt });
export type GameStartSearch = ReturnType<typeof gameStartSearch>;
