// Scratch card calls and what they store: kv 'scratchInfo' (getScratchCardInfo: kinds, diamonds, unrevealed cards)
// and 'scratchLog' (the player's cards, pages of 20 appended). A purchase writes the diamonds left, the new cards and
// the balance (the prizes were paid already); a reveal moves its card from the held list into the log with its prize.
import { calls, type ScratchCard } from '../contract/index.ts';
import { ok, type Result } from '../contract/result.ts';
import { getKv, setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export function createScratch({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  /** New cards go first in the kept log; a revealed card replaces its kept copy where it stands. */
  async function keepInLog(cards: ScratchCard[], added: boolean): Promise<void> {
    const log = await getKv('scratchLog', db);
    if (!log) return;
    const list = added ? [...cards, ...log.list] : log.list.map((kept) => cards.find((c) => c.id === kept.id) ?? kept);
    await setKv('scratchLog', { ...log, list, total: log.total + (added ? cards.length : 0) }, db);
  }

  return {
    async load(): Promise<Result<{ held: number }>> {
      const result = await post(calls.getScratchCardInfo, {});
      if (!result.ok) return result;
      await setKv('scratchInfo', result.data, db);
      return ok({ held: result.data.unscratched.length });
    },

    /** Buys `count` cards of a kind; their prizes are paid at once and shown when each card is scratched. */
    async buy(kindId: number, count: number) {
      const result = await post(calls.diamondExchangeScratchcard, { kindId, count }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const { cards, diamonds, balance } = result.data;
      await db.transaction('rw', [db.kv, db.user], async () => {
        const info = await getKv('scratchInfo', db);
        if (info) {
          const ids = new Set(cards.map((c) => c.id));
          await setKv('scratchInfo', { ...info, diamonds, unscratched: [...cards, ...info.unscratched.filter((c) => !ids.has(c.id))] }, db);
        }
        await keepInLog(cards, true);
        await db.user.update('me', { coin: balance, updatedAt: now() });
      });
      return result;
    },

    /** Reveals a held card: answers its prize (already paid) as awards for the award modal. */
    async scratch(cardId: number) {
      const result = await post(calls.scratchCardLottery, { cardId }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await db.transaction('rw', [db.kv], async () => {
        const info = await getKv('scratchInfo', db);
        if (info) await setKv('scratchInfo', { ...info, unscratched: info.unscratched.filter((c) => c.id !== cardId) }, db);
        await keepInLog([result.data.card], false);
      });
      return result;
    },

    /** One page of the player's cards; page 1 replaces what is kept, later pages append. */
    async loadLog(pageNum = 1): Promise<Result<{ pages: number }>> {
      const result = await post(calls.searchScratchCardAwardLog, { pageNum });
      if (!result.ok) return result;
      const kept = pageNum === 1 ? [] : ((await getKv('scratchLog', db))?.list ?? []);
      const seen = new Set(kept.map((row) => row.id));
      const list = [...kept, ...result.data.list.filter((row) => !seen.has(row.id))];
      await setKv('scratchLog', { list, total: result.data.total, pages: result.data.pages, pageNum }, db);
      return ok({ pages: result.data.pages });
    },
  };
}

export type ScratchModule = ReturnType<typeof createScratch>;
