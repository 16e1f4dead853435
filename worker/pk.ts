// Red versus blue calls and what they store: kv 'pkData' (the period, the camps' totals, the player's own standing and
// the last result) with the time it was read, so /activity/redpkblue opens offline with what the player last saw.
import { calls, type PkCamp, type PkData } from '../contract/index.ts';
import { ok, type Result } from '../contract/result.ts';
import { setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createPk({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);
  const keep = async (data: PkData): Promise<Result<PkData>> => {
    await setKv('pkData', { ...data, readAt: now() }, db);
    return ok(data);
  };

  return {
    async load(): Promise<Result<PkData>> {
      const result = await post(calls.pkData, {});
      return result.ok ? keep(result.data) : result;
    },

    /** Joins a camp; the answer is the new view, kept at once so the page shows the camp. */
    async signUp(camp: PkCamp): Promise<Result<PkData>> {
      const result = await post(calls.pkSignUp, { camp }, { idempotencyKey: uuid() });
      return result.ok ? keep(result.data) : result;
    },
  };
}

export type PkModule = ReturnType<typeof createPk>;
