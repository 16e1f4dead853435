// Responsible play: reads and changes the player's limits, time-out and self-exclusion; kv 'playLimits' holds the
// server's answer (the server enforces; the app only shows).
import { calls, type PlayLimits, type RequestOf } from '../contract/index.ts';
import { setKv } from '../src/db/database.ts';
import type { Result } from '../contract/result.ts';
import { sessionPost } from './session-post.ts';
import type { ModuleDeps } from './module-deps.ts';

export type PlayLimitsDeps = ModuleDeps;

export type LimitChange = RequestOf<typeof calls.setPlayLimits>;

export function createPlayLimits({ http, db, state }: PlayLimitsDeps) {
  const post = sessionPost(http, state);

  async function keep(result: Result<PlayLimits>): Promise<Result<PlayLimits>> {
    if (!result.ok) return result;
    await setKv('playLimits', result.data, db);
    return result;
  }

  return {
    async load(): Promise<Result<PlayLimits>> {
      return keep(await post(calls.getPlayLimits, {}));
    },

    async set(change: LimitChange): Promise<Result<PlayLimits>> {
      return keep(await post(calls.setPlayLimits, change));
    },

    async startTimeOut(hours: number): Promise<Result<PlayLimits>> {
      return keep(await post(calls.startTimeOut, { hours }));
    },

    async startSelfExclusion(months: number): Promise<Result<PlayLimits>> {
      return keep(await post(calls.startSelfExclusion, { months, confirm: true }));
    },
  };
}

export type PlayLimitsApi = ReturnType<typeof createPlayLimits>;
