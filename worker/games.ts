// Game calls and what they store: the catalogue (games, gameTypes; refreshed only when the config's gameListVersion
// differs from kv 'gameCatalogueVersion'), the player's gameLikes and gameHistory (replaced whole), betRecords
// (rounds, added to) and kv 'betReport'. Likes are non-critical writes: kept locally at once and sent with an
// Idempotency-Key; offline, the service worker's background-sync queue delivers them later.
import { calls, type BetReport, type RequestOf } from '../contract/index.ts';
import { getKv, setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost, sessionWrite } from './session-post.ts';
import { forgetQueuedLike, inServiceWorkerQueue, noteQueuedLike, wasQueued, withQueuedLikes } from './queued-writes.ts';
import { gameDataCopy } from './state.ts';

export type GamesDeps = ModuleDeps;

export type BetRecordQuery = RequestOf<typeof calls.betRecord>;
export type ReportQuery = RequestOf<typeof calls.betRecordReport>;

export function createGames({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: GamesDeps) {
  const post = sessionPost(http, state);
  const write = sessionWrite(http, state);

  async function loadCatalogue(): Promise<Result<{ downloaded: boolean }>> {
    const config = await db.config.get('current');
    const cached = await getKv('gameCatalogueVersion', db);
    if (config && cached === config.gameListVersion && (await db.games.count()) > 0) return ok({ downloaded: false });
    const result = await http.post(calls.gameList, {});
    if (!result.ok) return result;
    await db.transaction('rw', [db.games, db.gameTypes, db.kv], async () => {
      await db.games.clear();
      await db.gameTypes.clear();
      await db.games.bulkPut(result.data.games);
      await db.gameTypes.bulkPut(result.data.types);
      await setKv('gameCatalogueVersion', result.data.version, db);
    });
    return ok({ downloaded: true });
  }
  let catalogueRefresh: Promise<unknown> = Promise.resolve();

  return {
    /**
     * Downloads the catalogue only when the server's version differs from the cached one (or none is cached). One at
     * a time: on a first visit the lobby asks before the config arrives and again when it names its version; the
     * second ask waits for the first and then finds the catalogue current (one download, one write, one redraw).
     */
    refreshCatalogue(): Promise<Result<{ downloaded: boolean }>> {
      const next = catalogueRefresh.then(loadCatalogue, loadCatalogue);
      catalogueRefresh = next;
      return next;
    },

    async loadPlayerData(): Promise<Result<{ likes: number }>> {
      const copy = gameDataCopy(state);
      const result = await post(calls.gamePlayerData, {});
      if (!result.ok) return result;
      // A like or a start made meanwhile, or a like still on its way when this was asked, is newer than this copy;
      // the next load brings both.
      if (!copy.fresh()) return ok({ likes: result.data.likes.length });
      await db.transaction('rw', [db.gameLikes, db.gameHistory, db.kv], async () => {
        const likes = await withQueuedLikes(db, result.data.likes, now());
        await db.gameLikes.clear();
        await db.gameHistory.clear();
        await db.gameLikes.bulkPut(likes.map((gameId) => ({ gameId })));
        await db.gameHistory.bulkPut(result.data.history);
      });
      return ok({ likes: result.data.likes.length });
    },

    async start(gameId: number, tryIt: boolean, activityId?: number): Promise<Result<{ url: string; tryIt: boolean; demoCoins?: number }>> {
      const result = await http.post(calls.startGame, { gameId, tryIt, activityId }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      state.gameDataWrites += 1;
      await db.gameHistory.put({ gameId, playedAt: now() });
      return ok({ url: result.data.url, tryIt: result.data.tryIt, demoCoins: result.data.demoCoins });
    },

    exit(gameId: number): Promise<Result<{ balance: number }>> {
      // A write, not a `post`: the game session ended on the server either way, so the player leaving the game hears
      // success even when the app session changed meanwhile; only the balance, which belongs to that session, waits on it.
      return write(calls.exitGame, { gameId }, { idempotencyKey: uuid() }, ({ balance }) => db.user.update('me', { coin: balance, updatedAt: now() }));
    },

    /** Sets a favourite; the local table changes at once and stays so while the write waits in the queue. */
    async like(gameId: number, liked: boolean): Promise<Result<{ liked: boolean; queued: boolean }>> {
      state.gameDataWrites += 1;
      state.gameDataInFlight += 1;
      try {
        if (liked) await db.gameLikes.put({ gameId });
        else await db.gameLikes.delete(gameId);
        const result = await http.post(calls.gameLike, { gameId, liked }, { idempotencyKey: uuid() });
        if (result.ok) {
          await forgetQueuedLike(db, gameId);
          return ok({ liked, queued: false });
        }
        // No network: the service worker queued it (an envelope code 202), or nothing answered at all. Server copies read
        // before the queue replays do not have a queued one: it is laid over them until one does.
        if (wasQueued(result)) {
          if (inServiceWorkerQueue(result)) await noteQueuedLike(db, gameId, liked, now());
          return ok({ liked, queued: true });
        }
        // Refused: put the table back as the server has it.
        if (liked) await db.gameLikes.delete(gameId);
        else await db.gameLikes.put({ gameId });
        return result;
      } finally {
        state.gameDataInFlight -= 1;
      }
    },

    /** One of the player's rounds with its seeds, for "Verify this round" (online only: a proof is never cached). */
    proof(roundId: string) {
      return post(calls.roundProof, { roundId });
    },

    /** A page of rounds; page 1 replaces the cached rows of that filter's range. */
    async loadRecords(query: BetRecordQuery): Promise<Result<{ total: number; count: number }>> {
      const result = await post(calls.betRecord, query);
      if (!result.ok) return result;
      await db.transaction('rw', db.betRecords, async () => {
        if ((query.pageNum ?? 1) === 1 && query.typeId === undefined && !query.from && !query.to) await db.betRecords.clear();
        await db.betRecords.bulkPut(result.data.list);
      });
      return ok({ total: result.data.total, count: result.data.list.length });
    },

    async loadReport(query: ReportQuery): Promise<Result<BetReport>> {
      const result = await post(calls.betRecordReport, query);
      if (!result.ok) return result;
      await setKv('betReport', result.data, db);
      return result;
    },

    async retrieveBalance(): Promise<Result<{ moved: number; message: string }>> {
      return http.post(calls.retrieveBalance, {}, { idempotencyKey: uuid() });
    },
  };
}
