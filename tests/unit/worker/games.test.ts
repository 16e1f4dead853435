// The worker's games module: the catalogue downloaded only when gameListVersion moves, likes kept through a lost
// network and undone on a refusal, records and history stored, launches with an Idempotency-Key.
import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createGames } from '../../../worker/games.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { appConfigFixture, userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[], version = 'v1') {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 0 }), updatedAt: 0 });
  await h.db.config.put({ key: 'current', ...appConfigFixture({ gameListVersion: version }), updatedAt: 0 });
  let n = 0;
  return { ...h, games: createGames({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const game = (id: number, over: Partial<Game> = {}): Game => ({
  id,
  slug: `g${id}`,
  name: `Game ${id}`,
  provider: 'builtin',
  typeId: 1,
  tags: [],
  status: 'on',
  sort: id,
  rtp: 9600,
  artSeed: id,
  ...over,
});
const catalogue = (version: string, ids: number[]) => envelope({ version, types: [{ id: 1, name: 'Slots', sort: 1 }], games: ids.map((id) => game(id)) });

describe('games', () => {
  it('downloads the catalogue once per gameListVersion and again when it changes', async () => {
    const h = await setUp([catalogue('v1', [1, 2]), catalogue('v2', [3])]);
    expect(await h.games.refreshCatalogue()).toEqual({ ok: true, data: { downloaded: true } });
    expect(await h.games.refreshCatalogue()).toEqual({ ok: true, data: { downloaded: false } });
    expect(h.server.requests).toHaveLength(1);
    expect(await getKv('gameCatalogueVersion', h.db)).toBe('v1');
    await h.db.config.update('current', { gameListVersion: 'v2' });
    expect(await h.games.refreshCatalogue()).toEqual({ ok: true, data: { downloaded: true } });
    expect((await h.db.games.toArray()).map((g) => g.id)).toEqual([3]);
  });

  it('answers two asks made at once with one download: the second waits for the first and finds it current', async () => {
    const h = await setUp([catalogue('v1', [1, 2]), catalogue('v1', [1, 2])]);
    const [first, second] = await Promise.all([h.games.refreshCatalogue(), h.games.refreshCatalogue()]);
    expect(first).toEqual({ ok: true, data: { downloaded: true } });
    expect(second).toEqual({ ok: true, data: { downloaded: false } });
    expect(h.server.requests).toHaveLength(1);
  });

  it('lets the next ask download after one that failed', async () => {
    const h = await setUp(['network', 'network', 'network', 'network', catalogue('v1', [1])]);
    const [first, second] = await Promise.all([h.games.refreshCatalogue(), h.games.refreshCatalogue()]);
    expect(first.ok).toBe(false);
    expect(second).toEqual({ ok: true, data: { downloaded: true } });
  });

  it('keeps a like through a lost network, and undoes one the server refuses', async () => {
    const h = await setUp(['network', 'network', 'network', 'network', failure(404, 'This game does not exist')]);
    expect(await h.games.like(5, true)).toEqual({ ok: true, data: { liked: true, queued: true } });
    expect(await h.db.gameLikes.get(5)).toEqual({ gameId: 5 });
    expect(await h.games.like(9, true)).toMatchObject({ ok: false, code: 404 });
    expect(await h.db.gameLikes.get(9)).toBeUndefined();
    expect(h.server.requests.every((r) => typeof r.headers['Idempotency-Key'] === 'string')).toBe(true);
  });

  it('keeps a like that was still on its way when the favourites were asked for, which the answer may predate', async () => {
    let answerLike: (reply: Response) => void = () => undefined;
    const h = await setUp([
      () => new Promise<Response>((resolve) => (answerLike = resolve)),
      // The server read the likes before it applied the one above.
      envelope({ likes: [], history: [] }),
      envelope({ likes: [7], history: [] }),
    ]);
    const liking = h.games.like(7, true);
    await expect.poll(() => h.server.requests.length).toBe(1);
    expect((await h.games.loadPlayerData()).ok).toBe(true);
    expect(await h.db.gameLikes.toArray()).toEqual([{ gameId: 7 }]);
    answerLike(envelope({ gameId: 7, liked: true }));
    expect(await liking).toEqual({ ok: true, data: { liked: true, queued: false } });
    // Once the like is answered, a copy asked for afterwards is the server's truth again.
    expect((await h.games.loadPlayerData()).ok).toBe(true);
    expect(await h.db.gameLikes.toArray()).toEqual([{ gameId: 7 }]);
    expect(h.state.gameDataInFlight).toBe(0);
  });

  it('stores favourites, history and bet records, and starts a game with an Idempotency-Key', async () => {
    const record = { roundId: 'r1', gameId: 1, gameName: 'Game 1', typeId: 1, bet: 100, win: 0, net: -100, state: 'settled' as const, createTime: NOW };
    const h = await setUp([
      envelope({ likes: [2], history: [{ gameId: 1, playedAt: NOW }] }),
      envelope({ list: [record], total: 1, pageNum: 1 }),
      envelope({ gameId: 1, url: '/games/g1/?launch=abc', tryIt: false }),
    ]);
    expect((await h.games.loadPlayerData()).ok).toBe(true);
    expect(await h.db.gameLikes.toArray()).toEqual([{ gameId: 2 }]);
    expect(await h.games.loadRecords({ pageNum: 1 })).toEqual({ ok: true, data: { total: 1, count: 1 } });
    expect(await h.db.betRecords.get('r1')).toMatchObject({ net: -100 });
    expect(await h.games.start(1, false)).toEqual({ ok: true, data: { url: '/games/g1/?launch=abc', tryIt: false } });
    expect(h.server.requests[2]?.headers['Idempotency-Key']).toBe('key-1');
  });
});
