// Follow us: the operator's pages with the player's taps and claims, kept in kv 'followPages'. A tap is recorded on
// the server (the claim needs it) and marked at once; a claim marks the page claimed and writes the new balance.
import { calls, type FollowPage } from '../contract/index.ts';
import { ok, type Result } from '../contract/result.ts';
import { getKv, setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createFollow({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);
  async function mark(pageId: number, change: Partial<FollowPage>) {
    const kept = await getKv('followPages', db);
    if (kept)
      await setKv(
        'followPages',
        kept.map((p) => (p.id === pageId ? { ...p, ...change } : p)),
        db,
      );
  }
  return {
    async load(): Promise<Result<FollowPage[]>> {
      const result = await post(calls.getFollowPages, {});
      if (!result.ok) return result;
      await setKv('followPages', result.data.list, db);
      return ok(result.data.list);
    },

    async open(pageId: number) {
      const result = await post(calls.openFollowPage, { pageId }, { idempotencyKey: uuid() });
      if (result.ok) await db.transaction('rw', db.kv, () => mark(pageId, { opened: true }));
      return result;
    },

    async claim(pageId: number) {
      const result = await post(calls.receiveFollowAward, { pageId }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await db.transaction('rw', [db.kv, db.user], async () => {
        await mark(pageId, { claimed: true });
        await db.user.update('me', { coin: result.data.balance, updatedAt: now() });
      });
      return result;
    },
  };
}

export type FollowModule = ReturnType<typeof createFollow>;
