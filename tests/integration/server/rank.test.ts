// The rank list: valid bets and jackpot winnings summed over the Manila day or week, ordered with ties to the first,
// others masked and the caller's own row pinned; a real round played through the game API counts, a try-it one not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manilaMidnight, manilaWeekStart, DAY_MS } from '../../../contract/manila.ts';
import { appCalls, backends, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('rank list on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  const { call, data } = appCalls(() => t);

  let round = 0;
  const bet = (userId: number, validBet: number, at: number) =>
    t.db
      .insertInto('bet_outbox')
      .values({
        user_id: userId,
        round_id: `rank-${++round}`,
        game_id: 1,
        type_id: 1,
        valid_bet: validBet,
        win: 0,
        activity_id: null,
        created_at: at,
        consumed_at: at,
      })
      .execute();
  const jackpotWin = (userId: number, amount: number, at: number, propId = 50001) =>
    t.db.insertInto('jackpot_draws').values({ user_id: userId, cell: 1, prop_id: propId, count: amount, created_at: at }).execute();

  it('orders players by valid bet today, masks others and pins the caller', async () => {
    const today = manilaMidnight(t.clock.now());
    const [a, b, c] = [await fundedPlayer(t, 0, 'rka'), await fundedPlayer(t, 0, 'rkb'), await fundedPlayer(t, 0, 'rkc')];
    await bet(a.userId, 50_000, today + 1_000);
    await bet(b.userId, 30_000, today + 2_000);
    await bet(b.userId, 30_000, today + 3_000); // b: 60,000 in two rounds
    await bet(c.userId, 50_000, today + 500); // ties a, but scored first
    await bet(a.userId, 999_999, today - 1); // yesterday: not today's
    const list = await data('getRankList', { board: 'bet', period: 'day' }, c.token);
    expect(list.list.map((r: { amount: number }) => r.amount)).toEqual([60_000, 50_000, 50_000]);
    expect(list.list[0].nickname).toMatch(/^rk\*\*\*.$/);
    expect(list.list[1].nickname).toBe(c.account); // the caller, whole
    expect(list.me).toMatchObject({ rank: 2, amount: 50_000, nickname: c.account });
    expect(list.from).toBe(today);
    expect(list.to).toBe(today + DAY_MS);
    expect(list.pages).toBe(1);
  });

  it('the week counts from Monday, Manila time, and a player with nothing is pinned unranked', async () => {
    const week = manilaWeekStart(t.clock.now());
    const [p, idle] = [await fundedPlayer(t, 0, 'rkw'), await fundedPlayer(t, 0, 'rki')];
    await bet(p.userId, 10_000_000, week); // the week's first millisecond
    await bet(p.userId, 10_000_000, week - 1); // last week
    const list = await data('getRankList', { board: 'bet', period: 'week' }, idle.token);
    expect(list.list[0]).toMatchObject({ rank: 1, amount: 10_000_000 });
    expect(list.me).toEqual({ rank: null, nickname: idle.account, avatar: expect.any(String), amount: 0 });
  });

  it('jackpot winnings count only pool payouts (50001-50004)', async () => {
    const today = manilaMidnight(t.clock.now());
    const p = await fundedPlayer(t, 0, 'rkj');
    await jackpotWin(p.userId, 120_000, today + 10);
    await jackpotWin(p.userId, 5_000, today + 20, 50004);
    await jackpotWin(p.userId, 700, today + 30, 2001); // a coin cell of the grid, not a jackpot
    const list = await data('getRankList', { board: 'jackpot', period: 'day' }, p.token);
    expect(list.me).toMatchObject({ rank: 1, amount: 125_000 });
  });

  it('pages by 10 and keeps the caller on every page', async () => {
    const today = manilaMidnight(t.clock.now());
    const players = [];
    for (let i = 0; i < 12; i++) players.push(await fundedPlayer(t, 0, 'rkp'));
    for (const [i, p] of players.entries()) await jackpotWin(p.userId, 1_000 * (i + 1), today + 100 + i, 50003);
    const last = players[0]!; // the smallest win
    const first = await data('getRankList', { board: 'jackpot', period: 'day', pageNum: 1 }, last.token);
    expect(first.list).toHaveLength(10);
    expect(first.pages).toBe(2);
    const second = await data('getRankList', { board: 'jackpot', period: 'day', pageNum: 2 }, last.token);
    expect(second.list.length).toBeGreaterThanOrEqual(2);
    expect(first.me.rank).toBe(second.me.rank);
    expect(second.list.at(-1).nickname).toBe(last.account);
  });

  it('counts a real round played through the game API and not a try-it one', async () => {
    const { open, gameData } = gameCalls(() => t);
    const p = await fundedPlayer(t, 100_000, 'rkr');
    const before = (await data('getRankList', { board: 'bet', period: 'day' }, p.token)).me.amount;
    const real = await open(p.token, 'lucky-sampaguita');
    await gameData('lucky-sampaguita', 'play', { session: real.sessionKey, bet: 1_000 });
    const demo = await open(p.token, 'lucky-sampaguita', true);
    await gameData('lucky-sampaguita', 'play', { session: demo.sessionKey, bet: 1_000 });
    expect((await data('getRankList', { board: 'bet', period: 'day' }, p.token)).me.amount).toBe(before + 1_000);
  });

  it('refuses visitors and bad boards with a message', async () => {
    const p = await fundedPlayer(t, 0, 'rkx');
    expect((await call('getRankList', { board: 'bet', period: 'day' }, '')).statusCode).toBe(401);
    const bad = await call('getRankList', { board: 'coins', period: 'day' }, p.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('board is bet or jackpot');
  });
});
