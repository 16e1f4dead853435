// Writes the service worker queued offline (a favourite, a mail read mark) stay on screen when a server copy read
// before the queue replays comes in; they go once a copy agrees, when the same write later succeeds online, or once
// the queue would have dropped them (7 days); the unread-mail dot follows the local rows while a read mark waits.
import { afterEach, describe, expect, it } from 'vitest';
import { Code, type MailListItem } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createGames } from '../../../worker/games.ts';
import { createMail } from '../../../worker/mail.ts';
import { QUEUE_RETENTION_MS } from '../../../worker/queued-writes.ts';
import { createSession } from '../../../worker/session.ts';
import { createStartUp } from '../../../worker/start-up.ts';
import { envelope, type Reply } from './fake-server.ts';
import { afterLoginAnswer, flagsFixture, userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;
afterEach(async () => {
  await harness?.db.delete();
});

/** What the service worker answers for a deferred write it could not send and put in its queue. */
const queuedBySw = () => envelope(null, { code: Code.queued, status: Code.queued, msg: 'Saved on this device; it will be sent when you are back online.' });

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100 }), updatedAt: 0 });
  const clock = { at: NOW };
  const deps = { http: h.http, db: h.db, state: h.state, now: () => clock.at, uuid: () => crypto.randomUUID() };
  return { ...h, clock, games: createGames(deps), mail: createMail(deps), session: createSession(deps), startUp: createStartUp({ ...deps, emit: h.emit }) };
}

const likes = async (h: Awaited<ReturnType<typeof setUp>>) => (await h.db.gameLikes.toArray()).map((r) => r.gameId).sort();

describe('queued writes', () => {
  it('a like and an unlike queued offline survive server copies that predate them, until a copy agrees', async () => {
    const h = await setUp([
      envelope({ likes: [3], history: [] }),
      queuedBySw(),
      queuedBySw(),
      // Back online, the copy is read before the service worker's queue replays: it has neither tap.
      envelope({ likes: [3], history: [] }),
      // After the replay, the server has both.
      envelope({ likes: [5], history: [] }),
      // Another player-side change made elsewhere (on another device) now shows as it is.
      envelope({ likes: [], history: [] }),
    ]);
    await h.games.loadPlayerData();
    expect(await h.games.like(5, true)).toEqual({ ok: true, data: { liked: true, queued: true } });
    expect(await h.games.like(3, false)).toEqual({ ok: true, data: { liked: false, queued: true } });
    await h.games.loadPlayerData();
    expect(await likes(h)).toEqual([5]);
    await h.games.loadPlayerData();
    expect(await likes(h)).toEqual([5]);
    expect(await getKv('queuedWrites', h.db)).toEqual({ likes: {}, reads: {} });
    await h.games.loadPlayerData();
    expect(await likes(h)).toEqual([]);
  });

  it('a like that reached no one (no service worker to queue it) is not laid over the next copy', async () => {
    const h = await setUp(['network', 'network', 'network', 'network', envelope({ likes: [], history: [] })]);
    expect(await h.games.like(2, true)).toEqual({ ok: true, data: { liked: true, queued: true } });
    expect(await likes(h)).toEqual([2]);
    await h.games.loadPlayerData();
    expect(await likes(h)).toEqual([]);
  });

  it('the after-login copy keeps a queued like too', async () => {
    const h = await setUp([queuedBySw(), envelope(afterLoginAnswer({ gameLikeIds: [], gameHistory: [] }))]);
    await h.games.like(8, true);
    expect((await h.session.loadAfterLogin()).ok).toBe(true);
    expect(await likes(h)).toEqual([8]);
  });

  it('a later tap the server answers replaces the queued one; a queued tap is dropped after the queue keeps it 7 days', async () => {
    const h = await setUp([
      queuedBySw(),
      envelope({ gameId: 4, liked: false }),
      envelope({ likes: [4], history: [] }),
      queuedBySw(),
      envelope({ likes: [], history: [] }),
      envelope({ likes: [], history: [] }),
    ]);
    await h.games.like(4, true);
    // Online again, the player takes it back: the server has answered, and its copies are the truth from here on.
    expect(await h.games.like(4, false)).toEqual({ ok: true, data: { liked: false, queued: false } });
    await h.games.loadPlayerData();
    expect(await likes(h)).toEqual([4]);
    await h.games.like(6, true);
    await h.games.loadPlayerData();
    expect(await likes(h)).toEqual([6]);
    h.clock.at += QUEUE_RETENTION_MS + 1;
    await h.games.loadPlayerData();
    expect(await likes(h)).toEqual([]);
  });

  it('a read mark queued offline stays through a list copy and keeps the unread dot off until the server has it', async () => {
    const item = (id: number, over: Partial<MailListItem> = {}): MailListItem => ({
      id,
      title: `Mail ${id}`,
      preview: '',
      time: NOW - id,
      read: false,
      hasAwards: false,
      awardsClaimed: false,
      ...over,
    });
    const page = (list: MailListItem[]) => envelope({ list, page: 1, total: list.length, hasMore: false });
    const h = await setUp([
      page([item(1)]),
      queuedBySw(),
      page([item(1)]),
      envelope(flagsFixture({ hasMail: true })),
      page([item(1, { read: true })]),
      page([item(1)]),
    ]);
    await h.db.flags.put({ key: 'me', ...flagsFixture({ hasMail: true }) });
    await h.mail.loadList();
    expect(await h.mail.markRead(1)).toEqual({ ok: true, data: { queued: true } });
    await h.mail.loadList();
    expect((await h.db.mails.get(1))?.read).toBe(true);
    expect((await h.startUp.refreshFlags()).ok).toBe(true);
    expect((await h.db.flags.get('me'))?.hasMail).toBe(false);
    // The server has the mark: nothing is kept any more, and its copies are the truth again.
    await h.mail.loadList();
    expect(await getKv('queuedWrites', h.db)).toEqual({ likes: {}, reads: {} });
    await h.mail.loadList();
    expect((await h.db.mails.get(1))?.read).toBe(false);
  });
});
