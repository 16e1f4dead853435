// The operator-run events on the server: the live stream's link rules (allowed hosts, no sabong), the follow reward (only
// after the recorded tap, once even when 100 claims race), and the slot tournament (what counts, ties, settlement
// once with the prize table paid through the ledger), with every read and claim acting on the caller only.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHAT_HOSTS } from '../../../contract/live-chat.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { applyBet } from '../../../server/domain/rewards/engine.ts';
import { settleDueEvents, settleEvent } from '../../../server/domain/slotshack/settle.ts';
import { appCalls, backends, balanceOf, fundedPlayer, gameCalls, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const MINUTE = 60_000;

describe.each(backends())('events on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });
  const { call, data } = appCalls(() => t);
  const { gameData, open } = gameCalls(() => t);
  const admin = (...args: string[]) => runOperatorCommand(t.db, args[0]!, args.slice(1), t.clock.now());
  const activityWindow = (id: number) => t.db.selectFrom('activities').select(['starts_at', 'ends_at']).where('id', '=', id).executeTakeFirstOrThrow();

  describe('live stream', () => {
    it('is none until the operator sets one; the tile shows only while one is on or announced', async () => {
      const { token } = await newPlayer(t, 'l');
      expect(await data('getLiveUrl', {}, token)).toEqual({ url: null, title: '', nextAt: null, nextTitle: '' });
      expect(await activityWindow(116)).toEqual({ starts_at: 0, ends_at: 1 });

      await admin('live', 'next', '+2h', 'Friday', 'jackpot', 'show');
      const announced = await data('getLiveUrl', {}, token);
      expect(announced).toMatchObject({ url: null, nextAt: t.clock.now() + 120 * MINUTE, nextTitle: 'Friday jackpot show' });
      expect((await activityWindow(116)).ends_at).toBeGreaterThan(t.clock.now());

      await admin('live', 'set', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'Big', 'win', 'replay');
      // A visitor sees it too (the page is public).
      expect(await data('getLiveUrl', {}, '')).toMatchObject({ url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'Big win replay' });
      expect(await activityWindow(116)).toEqual({ starts_at: null, ends_at: null });

      await admin('live', 'off');
      await admin('live', 'next', 'clear');
      expect((await data('getLiveUrl', {}, token)).url).toBeNull();
      expect(await activityWindow(116)).toEqual({ starts_at: 0, ends_at: 1 });
    });

    it.each([
      ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://www.youtube.com/live/abcDEF12345', 'https://www.youtube-nocookie.com/embed/abcDEF12345'],
      ['https://www.youtube.com/embed/abcDEF12345', 'https://www.youtube-nocookie.com/embed/abcDEF12345'],
      [
        'https://www.facebook.com/pisowin.official/videos/123456789/',
        'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fpisowin.official%2Fvideos%2F123456789%2F&show_text=false',
      ],
    ])('turns %s into its embed', async (link, embed) => {
      expect(await admin('live', 'set', link)).toContain(`On: ${embed}`);
    });

    it.each([
      ['another host', 'https://evil.example.com/embed/dQw4w9WgXcQ', /YouTube or Facebook/],
      ['plain http', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', /YouTube or Facebook/],
      ['a look-alike host', 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', /YouTube or Facebook/],
      ['a Facebook page that is no video', 'https://www.facebook.com/pisowin.official', /YouTube or Facebook/],
      ['a script', 'javascript:alert(1)', /YouTube or Facebook/],
      ['a sabong link', 'https://www.facebook.com/sabong.live/videos/123456789/', /sabong/],
      ['a cockfight link', 'https://www.youtube.com/watch?v=cockfight12', /sabong/],
    ])('refuses %s', async (_what, link, message) => {
      await admin('live', 'off');
      await expect(admin('live', 'set', link)).rejects.toThrow(message);
      expect((await data('getLiveUrl', {}, '')).url).toBeNull();
    });

    it('refuses a sabong title and a title with markup', async () => {
      await expect(admin('live', 'set', 'https://youtu.be/dQw4w9WgXcQ', 'Derby', 'Sabong', 'night')).rejects.toThrow(/sabong/);
      await expect(admin('live', 'next', '+1h', 'Cock', 'fight', 'finals')).rejects.toThrow(/sabong/);
      await expect(admin('live', 'set', 'https://youtu.be/dQw4w9WgXcQ', '<b>hi</b>')).rejects.toThrow(/< or >/);
    });

    it('allows exactly the stream hosts (and the chat widget’s frames) in frame-src', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/app/v1/getLiveUrl' });
      const csp = String(response.headers['content-security-policy']);
      const frameSrc = /frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
      expect(frameSrc).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://www.facebook.com', ...LIVE_CHAT_HOSTS.frame]);
    });
  });

  describe('follow us', () => {
    const firstPage = async (token: string) => (await data('getFollowPages', {}, token)).list[0];

    it('refuses a claim before the tap, pays after it, and never twice', async () => {
      const { token, userId } = await fundedPlayer(t, 0, 'f');
      const page = await firstPage(token);
      expect(page).toMatchObject({ platform: 'facebook', opened: false, claimed: false, awards: [{ id: 2001, count: 200 }] });

      const early = (await call('receiveFollowAward', { pageId: page.id }, token)).json();
      expect(early).toMatchObject({ code: 4601, msg: 'Tap Follow to open the page first, then claim' });
      expect(await balanceOf(t, userId)).toBe(0);

      await data('openFollowPage', { pageId: page.id }, token);
      await data('openFollowPage', { pageId: page.id }, token);
      expect(await firstPage(token)).toMatchObject({ opened: true, claimed: false });
      const paid = await data('receiveFollowAward', { pageId: page.id }, token);
      expect(paid).toEqual({ pageId: page.id, awards: [{ id: 2001, count: 200 }], balance: 200 });
      expect(await firstPage(token)).toMatchObject({ claimed: true });
      const again = (await call('receiveFollowAward', { pageId: page.id }, token)).json();
      expect(again).toMatchObject({ code: 4602, msg: 'You already claimed the reward for this page' });
      expect(await balanceOf(t, userId)).toBe(200);
    });

    it('pays once when 100 claims race', async () => {
      const { token, userId } = await fundedPlayer(t, 0, 'r');
      const page = await firstPage(token);
      await data('openFollowPage', { pageId: page.id }, token);
      const answers = await Promise.all(Array.from({ length: 100 }, () => call('receiveFollowAward', { pageId: page.id }, token)));
      const codes = answers.map((a) => a.json().code);
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c !== 0).every((c) => c === 4602)).toBe(true);
      expect(await balanceOf(t, userId)).toBe(200);
    });

    it("counts one player's tap for that player only, and needs a session", async () => {
      const a = await newPlayer(t, 'a');
      const b = await fundedPlayer(t, 0, 'b');
      const page = await firstPage(a.token);
      await data('openFollowPage', { pageId: page.id }, a.token);
      expect((await call('receiveFollowAward', { pageId: page.id }, b.token)).json().code).toBe(4601);
      expect((await call('receiveFollowAward', { pageId: page.id }, '')).json().code).toBe(401);
      expect((await call('openFollowPage', { pageId: page.id }, '')).json().code).toBe(401);
      expect((await call('getFollowPages', {}, '')).json().code).toBe(401);
    });

    it('answers bad input and unknown or switched-off pages in words', async () => {
      const { token } = await newPlayer(t, 'x');
      expect((await call('receiveFollowAward', { pageId: 'one' }, token)).json()).toMatchObject({ code: 400, msg: expect.stringMatching(/pageId/) });
      expect((await call('openFollowPage', { pageId: 99999 }, token)).json()).toMatchObject({ code: 404, msg: 'This page is not on the list any more' });
      const added = await admin('follow', 'add', 'tiktok', 'https://www.tiktok.com/@pisowin', '2002:50', 'PisoWin', 'TikTok');
      const id = Number(/#(\d+)/.exec(added)![1]);
      await expect(admin('follow', 'add', 'tiktok', 'https://evil.example/@pisowin', '2002:50', 'X')).rejects.toThrow(/tiktok page/);
      await data('openFollowPage', { pageId: id }, token);
      await admin('follow', 'off', String(id));
      expect((await call('receiveFollowAward', { pageId: id }, token)).json().code).toBe(404);
      expect((await data('getFollowPages', {}, token)).list.map((p: { id: number }) => p.id)).not.toContain(id);
    });
  });

  describe('slot tournament', () => {
    const bet = (userId: number, gameId: number, validBet: number, win: number, at = t.clock.now()) =>
      t.db.transaction().execute((trx) => applyBet(trx, { userId, roundId: `r${Math.random()}`, gameId, typeId: 1, validBet, win, at }));
    async function addEvent(args: string[] = ['1', 'now', '+1h', '100', '50000,30000,10000,2000x7']) {
      const said = await admin('slotshack', 'add', ...args);
      return Number(/#(\d+)/.exec(said)![1]);
    }
    const info = (token: string) => data('getSlotshackInfo', {}, token);
    const scoreOf = (eventId: number, userId: number) =>
      t.db.selectFrom('slotshack_scores').select(['score', 'reached_at']).where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
    const settleAll = async () => {
      t.clock.advance(1_000);
      for (const e of await t.db.selectFrom('slotshack_events').select('id').where('settled_at', 'is', null).execute()) {
        await settleEvent(t.db, e.id, t.clock.now(), { early: true }).catch(() => undefined);
      }
    };

    it('refuses an event on a game that is not a built-in slot, and bad arguments', async () => {
      await expect(admin('slotshack', 'add', '2', 'now', '+1h', '100', '500')).rejects.toThrow(/not a built-in slot/);
      await expect(admin('slotshack', 'add', '1', '+2h', '+1h', '100', '500')).rejects.toThrow(/end after it starts/);
      await expect(admin('slotshack', 'add', '1', 'now', '+1h', '0', '500')).rejects.toThrow(/Usage/);
      await expect(admin('slotshack', 'add', '1', 'later', '+1h', '100', '500')).rejects.toThrow(/Usage/);
    });

    it('counts only the chosen slot, at or above the minimum bet, inside the window, and only improvements', async () => {
      await settleAll();
      const id = await addEvent(['1', '+10m', '+70m', '100', '50000']);
      const { userId, token } = await fundedPlayer(t, 0, 's');
      expect((await info(token)).event).toMatchObject({ id, phase: 'upcoming', gameId: 1, gameName: 'Lucky Sampaguita', minBet: 100, prizes: [50000] });
      await bet(userId, 1, 100, 5_000); // before the start
      expect(await scoreOf(id, userId)).toBeUndefined();
      t.clock.advance(10 * MINUTE);
      await bet(userId, 101, 100, 9_000); // another slot
      await bet(userId, 1, 99, 9_000); // under the minimum
      await bet(userId, 1, 100, 0); // a loss
      expect(await scoreOf(id, userId)).toBeUndefined();
      await bet(userId, 1, 200, 500); // x2.5
      expect(Number((await scoreOf(id, userId))!.score)).toBe(25_000);
      await bet(userId, 1, 100, 100); // x1: not an improvement
      expect(Number((await scoreOf(id, userId))!.score)).toBe(25_000);
      await bet(userId, 1, 300, 3_000); // x10
      expect(Number((await scoreOf(id, userId))!.score)).toBe(100_000);
      t.clock.advance(60 * MINUTE);
      await bet(userId, 1, 100, 90_000); // after the end
      expect(Number((await scoreOf(id, userId))!.score)).toBe(100_000);
      expect((await info(token)).me).toMatchObject({ rank: 1, score: 100_000, prize: 0 });
    });

    it('counts a real-money spin and never a try-it spin', async () => {
      await settleAll();
      const id = await addEvent(['1', 'now', '+1h', '100', '50000']);
      const real = await fundedPlayer(t, 1_000_000, 'm');
      const demo = await fundedPlayer(t, 0, 'd');
      const demoSession = await open(demo.token, 'lucky-sampaguita', true);
      let demoWon = false;
      for (let i = 0; i < 60 && !demoWon; i++) demoWon = (await gameData('lucky-sampaguita', 'play', { session: demoSession.sessionKey, bet: 100 })).win > 0;
      expect(demoWon).toBe(true);
      expect(await scoreOf(id, demo.userId)).toBeUndefined();
      const realSession = await open(real.token, 'lucky-sampaguita');
      let best = 0;
      for (let i = 0; i < 60 && best === 0; i++) {
        const spin = await gameData('lucky-sampaguita', 'play', { session: realSession.sessionKey, bet: 100 });
        best = Math.floor((spin.win * 10_000) / 100);
      }
      expect(best).toBeGreaterThan(0);
      expect(Number((await scoreOf(id, real.userId))!.score)).toBeGreaterThanOrEqual(best);
    });

    it('ranks ties by who reached the score first, masks others, and pays the prize table once at the end', async () => {
      await settleAll();
      const id = await addEvent(['1', 'now', '+1h', '100', '50000,30000,10000']);
      const players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(t, 0, 't')));
      const [a, b, c, d] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0], (typeof players)[0]];
      await bet(b.userId, 1, 100, 1_000, t.clock.now()); // x10 first
      await bet(a.userId, 1, 100, 1_000, t.clock.now() + 1); // x10 later: second
      await bet(c.userId, 1, 100, 2_000, t.clock.now() + 2); // x20: first
      await bet(d.userId, 1, 100, 500, t.clock.now() + 3); // x5: fourth, no prize
      const seen = await info(a.token);
      expect(seen.board.map((r: { score: number }) => r.score)).toEqual([200_000, 100_000, 100_000, 50_000]);
      expect(seen.board[2].nickname).not.toContain('*'); // a's own row is whole
      expect(seen.board[0].nickname).toContain('*');
      expect(seen.me).toMatchObject({ rank: 3 });

      await expect(settleEvent(t.db, id, t.clock.now())).rejects.toThrow(/not ended/);
      t.clock.advance(60 * MINUTE);
      expect(await settleDueEvents(t.db, t.clock.now())).toEqual([]); // inside the grace
      t.clock.advance(MINUTE);
      const runs = await Promise.all([settleDueEvents(t.db, t.clock.now()), settleEvent(t.db, id, t.clock.now()), settleEvent(t.db, id, t.clock.now())]);
      const paidNow = runs.flat().filter((s) => s.eventId === id && s.settledNow);
      expect(paidNow).toHaveLength(1);
      expect(paidNow[0]).toMatchObject({ winners: 3, paid: 90_000 });
      expect([await balanceOf(t, c.userId), await balanceOf(t, b.userId), await balanceOf(t, a.userId), await balanceOf(t, d.userId)]).toEqual([
        50_000, 30_000, 10_000, 0,
      ]);
      const after = await info(a.token);
      expect(after.event).toMatchObject({ id, phase: 'settled' });
      expect(after.me).toMatchObject({ rank: 3, prize: 10_000 });
      expect(after.board.map((r: { prize: number }) => r.prize)).toEqual([50_000, 30_000, 10_000, 0]);
      expect(await admin('slotshack', 'settle', String(id))).toBe(`Slot tournament #${id} was already settled`);
    });

    it('settles early on the operator word, shows results for three days, then the tile and page go quiet', async () => {
      await settleAll();
      const id = await addEvent(['102', 'now', '+1d', '100', '20000']);
      const p = await fundedPlayer(t, 0, 'e');
      await bet(p.userId, 102, 100, 700);
      expect((await activityWindow(118)).ends_at).toBeGreaterThan(t.clock.now());
      await expect(admin('slotshack', 'settle', String(id))).rejects.toThrow(/not started/);
      t.clock.advance(1_000);
      expect(await admin('slotshack', 'settle', String(id))).toMatch(/settled: 1 winners paid/);
      expect(await balanceOf(t, p.userId)).toBe(20_000);
      expect((await data('getSlotshackInfo', {}, '')).me).toBeNull();
      t.clock.advance(3 * 86_400_000 + MINUTE);
      expect(await data('getSlotshackInfo', {}, p.token)).toEqual({ event: null, board: [], me: null });
      const listed = await data('getActivityIds', {}, p.token);
      expect(JSON.stringify(listed)).not.toContain('/activity/slotshack');
    });
  });
});
