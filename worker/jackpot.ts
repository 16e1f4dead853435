// Jackpot draw calls and what they store: kv 'jackpotInfo' (getJackpotDrawInfo), 'jackpotLog' (the player's draws,
// pages of 20 appended) and 'jackpotRank' (the rank's first page and the player's own row). A draw spends the chance
// locally at once with the red dot and hands the prize back for the animation; `reveal`, once it lands, writes the new
// balance and the record row.
import { describeProp } from '../contract/props.ts';
import { calls, JACKPOT_RANK_PAGE_SIZE, JACKPOT_RECORD_PAGE_SIZE, type DrawResult, type JackpotDrawInfo } from '../contract/index.ts';
import { getKv, setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createJackpot({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  async function storeInfo(info: JackpotDrawInfo): Promise<void> {
    await db.transaction('rw', [db.kv, db.flags], async () => {
      await setKv('jackpotInfo', info, db);
      if (await db.flags.get('me')) await db.flags.update('me', { canReceiveDrawChance: info.canReceiveDrawChance });
    });
  }

  async function load(): Promise<Result<{ chanceSize: number }>> {
    const result = await post(calls.getJackpotDrawInfo, {});
    if (!result.ok) return result;
    await storeInfo(result.data);
    return ok({ chanceSize: result.data.chanceSize });
  }

  return {
    load,

    /**
     * One draw. The server picks the prize; the caller animates towards `cell` only after this answers. Only the spent
     * chance is written now: the balance and the record wait for `reveal`, so nothing on screen tells the prize before
     * the highlight (or the wheel) lands on it.
     */
    async draw(): Promise<Result<DrawResult>> {
      const result = await post(calls.receiveDrawChance, {}, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const drawn = result.data;
      await db.transaction('rw', [db.kv, db.flags], async () => {
        const info = await getKv('jackpotInfo', db);
        if (info) await storeInfo({ ...info, chanceSize: drawn.chanceSize, canReceiveDrawChance: info.open && drawn.chanceSize > 0 });
      });
      return result;
    },

    /** The animation has landed: the new balance and the draw's row in the kept record, then fresh pools and winners. */
    async reveal(drawn: DrawResult): Promise<Result<null>> {
      await db.transaction('rw', [db.kv, db.user], async () => {
        const me = await db.user.get('me');
        if (me) await db.user.update('me', { coin: drawn.balance, updatedAt: now() });
        const log = await getKv('jackpotLog', db);
        if (log?.list.some((kept) => kept.id === drawn.id)) return;
        const tier = describeProp(drawn.propId).tier ?? '';
        const row = {
          id: drawn.id,
          nickname: me?.nickname ?? '',
          avatar: me?.avatar ?? '',
          propId: drawn.propId,
          type: drawn.type,
          amountSection: tier,
          count: drawn.count,
          createTime: now(),
        };
        await setKv('jackpotLog', { list: [row, ...(log?.list ?? [])], pages: log?.pages ?? 1, pageNum: log?.pageNum ?? 1 }, db);
      });
      // The pools (a jackpot resets one) and the winners list changed on the server.
      void load();
      return ok(null);
    },

    /** One page of the player's own draws; page 1 replaces what is kept, later pages append. */
    async loadLog(pageNum = 1): Promise<Result<{ pages: number }>> {
      const result = await post(calls.getPersonJackpotDrawAwardLog, { pageNum, pageSize: JACKPOT_RECORD_PAGE_SIZE });
      if (!result.ok) return result;
      const kept = pageNum === 1 ? [] : ((await getKv('jackpotLog', db))?.list ?? []);
      const seen = new Set(kept.map((row) => row.id));
      await setKv('jackpotLog', { list: [...kept, ...result.data.list.filter((row) => !seen.has(row.id))], pages: result.data.pages, pageNum }, db);
      return ok({ pages: result.data.pages });
    },

    async loadRank(): Promise<Result<{ pages: number }>> {
      const result = await post(calls.getJackpotRank, { pageNum: 1, pageSize: JACKPOT_RANK_PAGE_SIZE });
      if (!result.ok) return result;
      await setKv('jackpotRank', result.data, db);
      return ok({ pages: result.data.pages });
    },
  };
}

export type JackpotModule = ReturnType<typeof createJackpot>;
