// The live stream (getLiveUrl): kept in kv 'liveStream' with when it was read, so /activity/live opens offline
// with what it last knew (and never frames a stream it cannot reach).
import { calls, type LiveStream } from '../contract/index.ts';
import { ok, type Result } from '../contract/result.ts';
import { setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createLive({ http, db, state, now = Date.now }: ModuleDeps) {
  const post = sessionPost(http, state);
  return {
    async load(): Promise<Result<LiveStream>> {
      const result = await post(calls.getLiveUrl, {});
      if (!result.ok) return result;
      await setKv('liveStream', { ...result.data, readAt: now() }, db);
      return ok(result.data);
    },
  };
}

export type LiveModule = ReturnType<typeof createLive>;
