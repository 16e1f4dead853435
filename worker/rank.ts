// The rank list: each board and period's last page seen, kept in kv 'rank' so /rank opens offline with the standing
// the player last saw (and when it was read).
import { calls, type RankBoard, type RankList, type RankPeriod } from '../contract/index.ts';
import { getKv, setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export const rankKey = (board: RankBoard, period: RankPeriod) => `${board}-${period}` as const;

export function createRank({ http, db, state, now = Date.now }: ModuleDeps) {
  const post = sessionPost(http, state);
  return {
    async load(board: RankBoard, period: RankPeriod, pageNum = 1): Promise<Result<RankList>> {
      const result = await post(calls.getRankList, { board, period, pageNum });
      if (!result.ok) return result;
      await db.transaction('rw', db.kv, async () => {
        const kept = (await getKv('rank', db)) ?? {};
        await setKv('rank', { ...kept, [rankKey(board, period)]: { ...result.data, readAt: now() } }, db);
      });
      return ok(result.data);
    },
  };
}

export type RankModule = ReturnType<typeof createRank>;
