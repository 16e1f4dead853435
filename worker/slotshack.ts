// The slot tournament (getSlotshackInfo): the event, the board and the player's own row, kept in kv 'slotshack' with
// when it was read, so /activity/slotshack opens offline with the standings as they were.
import { calls, type SlotshackInfo } from '../contract/index.ts';
import { ok, type Result } from '../contract/result.ts';
import { setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createSlotshack({ http, db, state, now = Date.now }: ModuleDeps) {
  const post = sessionPost(http, state);
  return {
    async load(): Promise<Result<SlotshackInfo>> {
      const result = await post(calls.getSlotshackInfo, {});
      if (!result.ok) return result;
      await setKv('slotshack', { ...result.data, readAt: now() }, db);
      return ok(result.data);
    },
  };
}

export type SlotshackModule = ReturnType<typeof createSlotshack>;
