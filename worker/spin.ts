// Spin wheel calls and what they store: kv 'spinInfo' (getSpinInfo: the wheel, chances, recent winners) and 'spinLog'
// (the player's own spins, pages of 20 appended). A spin writes the spent chance and the red dot at once and hands the
// sector back for the animation; `reveal`, once the wheel lands, writes the new balance and the record row.
import { calls, SPIN_RECORD_PAGE_SIZE, type SpinInfo, type SpinResult } from '../contract/index.ts';
import { spinDot } from '../contract/red-dots.ts';
import { ok, type Result } from '../contract/result.ts';
import { getKv, setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createSpin({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  async function storeInfo(info: SpinInfo): Promise<void> {
    await db.transaction('rw', [db.kv, db.flags], async () => {
      await setKv('spinInfo', info, db);
      if (await db.flags.get('me')) await db.flags.update('me', { spinAwardFlag: spinDot(info) });
    });
  }

  async function load(): Promise<Result<{ chances: number }>> {
    const result = await post(calls.getSpinInfo, {});
    if (!result.ok) return result;
    await storeInfo(result.data);
    return ok({ chances: result.data.chances });
  }

  return {
    load,

    /** One spin: the server draws and pays; the caller animates to `sector` only after this answers. */
    async spin(): Promise<Result<SpinResult>> {
      const result = await post(calls.actInviteUserSpin, {}, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const info = await getKv('spinInfo', db);
      if (info) await storeInfo({ ...info, chances: result.data.chances });
      return result;
    },

    /** The wheel has landed: the new balance and the spin's row in the kept record, then fresh winners. */
    async reveal(spun: SpinResult): Promise<Result<null>> {
      await db.transaction('rw', [db.kv, db.user], async () => {
        const me = await db.user.get('me');
        if (me) await db.user.update('me', { coin: spun.balance, updatedAt: now() });
        const log = await getKv('spinLog', db);
        if (log?.list.some((kept) => kept.id === spun.id)) return;
        const row = { id: spun.id, sector: spun.sector, awards: spun.awards, createTime: now() };
        await setKv('spinLog', { list: [row, ...(log?.list ?? [])], pages: log?.pages ?? 1, pageNum: log?.pageNum ?? 1 }, db);
      });
      void load();
      return ok(null);
    },

    /** One page of the player's own spins; page 1 replaces what is kept, later pages append. */
    async loadLog(pageNum = 1): Promise<Result<{ pages: number }>> {
      const result = await post(calls.getSpinRecord, { pageNum, pageSize: SPIN_RECORD_PAGE_SIZE });
      if (!result.ok) return result;
      const kept = pageNum === 1 ? [] : ((await getKv('spinLog', db))?.list ?? []);
      const seen = new Set(kept.map((row) => row.id));
      await setKv('spinLog', { list: [...kept, ...result.data.list.filter((row) => !seen.has(row.id))], pages: result.data.pages, pageNum }, db);
      return ok({ pages: result.data.pages });
    },
  };
}

export type SpinModule = ReturnType<typeof createSpin>;
