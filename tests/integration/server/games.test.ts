// Games: catalogue, launch tokens, the built-in games' rounds through the game server, provably-fair verification,
// the seamless wallet's idempotency and rollback, concurrency, responsible play and records. Ledger audited after each.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { setPlayLimits, startTimeOut } from '../../../server/domain/play-limits.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { sessionFor } from '../../../server/domain/games/launches.ts';
import { playInstant } from '../../../server/domain/games/rounds.ts';
import { credit, debit, rollback } from '../../../server/domain/games/seamless-wallet.ts';
import { playColorGame } from '../../../server/games/color-game/rules.ts';
import { BUILTIN_GAMES } from '../../../server/games/registry.ts';
import { appCalls, backends, balanceOf, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('games on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const { gameApi, gameData, open } = gameCalls(() => t);

  it('lists only games that open, with the config version: built-in ones with their RTP, no outside provider and no sabong', async () => {
    const list = await t.post('/app/v1/gameList', {});
    const { version, types, games } = list.json().data;
    expect(version).toBe('1');
    expect(types.map((x: { name: string }) => x.name)).toEqual(['Slots', 'Fishing', 'Table', 'Arcade', 'Live']);
    const slugs = games.map((g: { slug: string }) => g.slug);
    expect(slugs).toEqual(expect.arrayContaining(['color-game', 'lucky-sampaguita', 'mines']));
    // No operator has configured an outside provider in a fresh database.
    expect(games.every((g: { provider: string; rtp: number | null }) => g.provider === 'builtin' && g.rtp !== null)).toBe(true);
    expect(slugs.join(' ')).not.toMatch(/sabong|cockfight/i);
    // A game the app draws on its own screen (the coin pusher) is not a lobby tile.
    const tiles = BUILTIN_GAMES.filter((g) => g.dir);
    expect([...slugs].sort()).toEqual(tiles.map((g) => g.slug).sort());
    expect(slugs).not.toContain('coin-pusher');
  });

  it('refuses games that cannot start with a clear reason, and lets an empty wallet try a game for free', async () => {
    const { token } = await fundedPlayer(t, 0);
    await runOperatorCommand(t.db, 'games', ['status', '2', 'maintenance'], t.clock.now());
    expect((await call('startGame', { gameId: 2 }, token)).json().msg).toMatch(/maintenance/);
    await runOperatorCommand(t.db, 'games', ['status', '2', 'on'], t.clock.now());
    // The catalogue version is the time of the change: later tests change it again at a later time.
    t.clock.advance(1_000);
    expect((await call('startGame', { gameId: 999 }, token)).json().code).toBe(404);
    const empty = await call('startGame', { gameId: 3 }, token);
    expect(empty.json().code).toBe(403);
    expect(empty.json().msg).toMatch(/balance is empty/);
    const demo = await open(token, 'mines', true);
    expect(demo.tryIt).toBe(true);
    expect(demo.balance).toBe(200_000);
  });

  it('a launch token opens once, only for its game, and exitGame ends the session', async () => {
    const { token } = await fundedPlayer(t, 10_000);
    const started = await data('startGame', { gameId: 2 }, token);
    expect(started.url).not.toContain(token);
    const launch = new URL(started.url, 'http://x').searchParams.get('launch')!;
    expect((await gameApi('mines', 'open', { launch })).json().code).toBe(401);
    const opened = await gameData('color-game', 'open', { launch });
    expect((await gameApi('color-game', 'open', { launch })).json().code).toBe(401);
    expect((await gameApi('mines', 'state', { session: opened.sessionKey })).json().code).toBe(401);
    await data('exitGame', { gameId: 2 }, token);
    const after = await gameApi('color-game', 'play', { session: opened.sessionKey, stakes: [100, 0, 0, 0, 0, 0] });
    expect(after.json().code).toBe(401);
  });

  it('slot spins move the balance by exactly their net, record the round and the outbox, and verify from the revealed seed', async () => {
    const { token, userId } = await fundedPlayer(t, 100_000);
    const opened = await open(token, 'lucky-sampaguita');
    const spins = [];
    for (let i = 0; i < 5; i += 1) spins.push(await gameData('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: 1_000 }));
    const net = spins.reduce((sum, s) => sum + s.win - s.bet, 0);
    expect(await balanceOf(t, userId)).toBe(100_000 + net);
    expect(spins.map((s) => s.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(spins[4].balance).toBe(100_000 + net);
    expect((await gameApi('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: 1_005 })).json().code).toBe(400);

    const records = await data('betRecord', { pageNum: 1 }, token);
    expect(records.total).toBe(5);
    expect(records.list.reduce((sum: number, r: { net: number }) => sum + r.net, 0)).toBe(net);
    const outbox = await t.db.selectFrom('bet_outbox').selectAll().where('user_id', '=', userId).execute();
    expect(outbox.map((o) => o.valid_bet)).toEqual([1_000, 1_000, 1_000, 1_000, 1_000]);

    const rotation = await gameData('lucky-sampaguita', 'seed', { session: opened.sessionKey, clientSeed: 'my-lucky-seed' });
    expect(rotation.revealed.serverSeedHash).toBe(opened.seed.serverSeedHash);
    expect(rotation.next.clientSeed).toBe('my-lucky-seed');
    const check = await t.post('/app/v1/verifyRound', {
      gameId: 'lucky-sampaguita',
      serverSeed: rotation.revealed.serverSeed,
      clientSeed: spins[2].clientSeed,
      nonce: 2,
    });
    expect(check.json().data.outcome.grids[0]).toEqual(spins[2].detail.base.grid);
    expect(check.json().data.serverSeedHash).toBe(opened.seed.serverSeedHash);
  });

  it('Color Game pays by matching dice and Mines pays its multiplier on cash-out or nothing on a mine', async () => {
    const { token, userId } = await fundedPlayer(t, 100_000);
    const color = await open(token, 'color-game');
    const round = await gameData('color-game', 'play', { session: color.sessionKey, stakes: [500, 500, 0, 0, 0, 0] });
    const expected = [0, 1].reduce((sum, c) => {
      const matches = round.detail.dice.filter((d: number) => d === c).length;
      return sum + (matches ? 500 * (1 + matches) : 0);
    }, 0);
    expect(round.win).toBe(expected);

    const mines = await open(token, 'mines');
    const before = await balanceOf(t, userId);
    const start = await gameData('mines', 'mines-start', { session: mines.sessionKey, bet: 1_000, mines: 3 });
    expect(start.minePositions).toBeUndefined();
    expect(await balanceOf(t, userId)).toBe(before - 1_000);
    // Reveal tiles until a mine or three safe ones, then cash out if still open.
    let state = start;
    for (let tile = 0; tile < 25 && state.state === 'open' && state.revealed.length < 3; tile += 1)
      state = await gameData('mines', 'mines-reveal', { session: mines.sessionKey, roundId: start.roundId, tile });
    if (state.state === 'open') state = await gameData('mines', 'mines-cashout', { session: mines.sessionKey, roundId: start.roundId });
    expect(state.minePositions).toHaveLength(3);
    expect(await balanceOf(t, userId)).toBe(before - 1_000 + state.win);
    if (state.hit === undefined) expect(state.win).toBe(Math.round(1_000 * state.multiplier));
    const again = await gameApi('mines', 'mines-reveal', { session: mines.sessionKey, roundId: start.roundId, tile: 24 });
    expect(again.json().code).toBe(409);
  });

  it('"Verify this round" answers a player\'s own round: seeds hidden until the seed changes, then the outcome in words', async () => {
    const { token } = await fundedPlayer(t, 100_000);
    const other = await fundedPlayer(t, 0);
    const opened = await open(token, 'plinko-drop');
    const played = await gameData('plinko-drop', 'play', { session: opened.sessionKey, bet: 1_000, rows: 12, risk: 'high' });
    const before = await data('roundProof', { roundId: played.roundId }, token);
    expect(before).toMatchObject({ state: 'settled', live: false, serverSeed: null, words: null, nonce: played.nonce, params: { rows: 12, risk: 'high' } });
    expect(before.serverSeedHash).toBe(opened.seed.serverSeedHash);
    // Another player, an unknown id and a try-it round all read as "not found".
    expect((await call('roundProof', { roundId: played.roundId }, other.token)).json().code).toBe(404);
    expect((await call('roundProof', { roundId: 'nope' }, token)).json().code).toBe(404);
    expect((await call('roundProof', { roundId: played.roundId }, '')).json().code).toBe(401);
    const demo = await open(token, 'plinko-drop', true);
    const demoRound = await gameData('plinko-drop', 'play', { session: demo.sessionKey, bet: 1_000, rows: 8, risk: 'low' });
    expect((await call('roundProof', { roundId: demoRound.roundId }, token)).json().code).toBe(404);

    await gameData('plinko-drop', 'seed', { session: opened.sessionKey, clientSeed: 'after' });
    const after = await data('roundProof', { roundId: played.roundId }, token);
    expect(createHash('sha256').update(after.serverSeed).digest('hex')).toBe(after.serverSeedHash);
    const recomputed = await t.post('/app/v1/verifyRound', {
      gameId: 'plinko-drop',
      serverSeed: after.serverSeed,
      clientSeed: after.clientSeed,
      nonce: after.nonce,
      params: after.params,
    });
    expect(after.words).toBe(recomputed.json().data.words);
    expect(after.words.length).toBeGreaterThan(10);
  });

  it("a player cannot touch another player's Mines round", async () => {
    const a = await fundedPlayer(t, 10_000);
    const b = await fundedPlayer(t, 10_000);
    const sa = await open(a.token, 'mines');
    const sb = await open(b.token, 'mines');
    const round = await gameData('mines', 'mines-start', { session: sa.sessionKey, bet: 500, mines: 5 });
    expect((await gameApi('mines', 'mines-reveal', { session: sb.sessionKey, roundId: round.roundId, tile: 0 })).json().code).toBe(404);
    expect((await gameApi('mines', 'mines-cashout', { session: sb.sessionKey, roundId: round.roundId })).json().code).toBe(404);
    expect((await data('betRecord', { pageNum: 1 }, b.token)).total).toBe(0);
  });

  it('try-it mode plays on the demo balance and never touches the wallet or the records', async () => {
    const { token, userId } = await fundedPlayer(t, 5_000);
    const demo = await open(token, 'lucky-sampaguita', true);
    const spin = await gameData('lucky-sampaguita', 'play', { session: demo.sessionKey, bet: 1_000 });
    expect(spin.balance).toBe(200_000 - 1_000 + spin.win);
    expect(await balanceOf(t, userId)).toBe(5_000);
    expect((await data('betRecord', { pageNum: 1 }, token)).total).toBe(0);
  });

  it('the seamless wallet applies each transaction id once, rolls back once, and refuses a debit rolled back first', async () => {
    const { userId } = await fundedPlayer(t, 10_000);
    const now = t.clock.now();
    const base = { provider: 'test-aggregator', userId, roundId: 'r1', now };
    await t.db.transaction().execute(async (trx) => {
      expect((await debit(trx, { ...base, txnId: 'd1', amount: 3_000 })).balance).toBe(7_000);
      const replay = await debit(trx, { ...base, txnId: 'd1', amount: 3_000 });
      expect(replay).toEqual({ balance: 7_000, replayed: true });
      expect((await credit(trx, { ...base, txnId: 'c1', amount: 1_000 })).balance).toBe(8_000);
      expect((await credit(trx, { ...base, txnId: 'c1', amount: 1_000 })).replayed).toBe(true);
    });
    expect(await balanceOf(t, userId)).toBe(8_000);
    await expect(t.db.transaction().execute((trx) => debit(trx, { ...base, txnId: 'd1', amount: 9 }))).rejects.toMatchObject({ code: 409 });
    await t.db.transaction().execute(async (trx) => {
      expect((await rollback(trx, { ...base, txnId: 'rb1', refTxnId: 'd1' })).balance).toBe(11_000);
      expect((await rollback(trx, { ...base, txnId: 'rb1', refTxnId: 'd1' })).replayed).toBe(true);
      expect((await rollback(trx, { ...base, txnId: 'rb2', refTxnId: 'd1' })).balance).toBe(11_000);
      await rollback(trx, { ...base, txnId: 'rb3', refTxnId: 'd-late' });
    });
    expect(await balanceOf(t, userId)).toBe(11_000);
    await expect(t.db.transaction().execute((trx) => debit(trx, { ...base, txnId: 'd-late', amount: 100 }))).rejects.toMatchObject({ code: 409 });
    await expect(t.db.transaction().execute((trx) => debit(trx, { ...base, txnId: 'd2', amount: 20_000 }))).rejects.toMatchObject({ code: 403 });
    expect(await balanceOf(t, userId)).toBe(11_000);
  });

  it('100 parallel bets with a balance for 10 leave 10 settled and 90 refused', async () => {
    const { token, userId } = await fundedPlayer(t, 10_000);
    const opened = await open(token, 'color-game');
    const session = await sessionFor(t.db, opened.sessionKey, 2, t.clock.now());
    // Every die shows colour 0 and the bet is on colour 5: each round loses its stake.
    const losing = { rng: () => () => 0 };
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => playInstant(t.db, session, 1_000, (rng) => playColorGame(rng, [0, 0, 0, 0, 0, 1_000]), t.clock.now(), losing)),
    );
    const settled = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(settled).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(refused.every((r) => r.reason.code === 403)).toBe(true);
    expect(await balanceOf(t, userId)).toBe(0);
    const rounds = await t.db.selectFrom('game_rounds').select('state').where('user_id', '=', userId).execute();
    expect(rounds).toHaveLength(10);
    expect(rounds.every((r) => r.state === 'settled')).toBe(true);
  });

  it('responsible play refuses bets during a time-out and over the loss limit, with the reason', async () => {
    const { token, userId } = await fundedPlayer(t, 50_000);
    const opened = await open(token, 'lucky-sampaguita');
    await t.db.transaction().execute((trx) => setPlayLimits(trx, userId, { lossDay: 500 }, 15, t.clock.now()));
    expect((await gameData('lucky-sampaguita', 'state', { session: opened.sessionKey })).realityCheckMinutes).toBe(15);
    const over = await gameApi('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: 1_000 });
    expect(over.json().code).toBe(403);
    expect(over.json().msg).toMatch(/loss limit/i);
    await t.db.transaction().execute((trx) => startTimeOut(trx, userId, 24, t.clock.now()));
    const during = await gameApi('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: 100 });
    expect(during.json().msg).toMatch(/time-out/);
    expect((await call('startGame', { gameId: 3 }, token)).json().msg).toMatch(/time-out/);
    expect(await balanceOf(t, userId)).toBe(50_000);
  });

  it('favourites are set idempotently, history lists played games, and the report totals the records', async () => {
    const { token } = await fundedPlayer(t, 20_000);
    const like = { 'idempotency-key': 'like-1' };
    expect((await call('gameLike', { gameId: 3, liked: true }, token, like)).json().data).toEqual({ gameId: 3, liked: true });
    expect((await call('gameLike', { gameId: 3, liked: true }, token, like)).headers['idempotent-replayed']).toBe('true');
    await data('gameLike', { gameId: 1, liked: true }, token);
    await data('gameLike', { gameId: 1, liked: false }, token);
    const opened = await open(token, 'color-game');
    const rounds = [];
    for (let i = 0; i < 3; i += 1) rounds.push(await gameData('color-game', 'play', { session: opened.sessionKey, stakes: [100, 0, 0, 200, 0, 0] }));
    const mine = await data('gamePlayerData', {}, token);
    expect(mine.likes).toEqual([3]);
    expect(mine.history.map((h: { gameId: number }) => h.gameId)).toEqual([2]);
    const report = await data('betRecordReport', {}, token);
    const net = rounds.reduce((s, r) => s + r.win - r.bet, 0);
    expect(report.total).toEqual({ rounds: 3, bet: 900, win: net + 900, net });
    expect(report.byType).toEqual([{ typeId: 3, typeName: 'Table', rounds: 3, bet: 900, win: net + 900, net }]);
    expect(report.byDay).toHaveLength(1);
    expect((await data('betRecord', { pageNum: 1, typeId: 1 }, token)).total).toBe(0);
    expect((await call('betRecord', { pageNum: 1, from: '2026-13-40' }, token)).json().code).toBe(400);
  });

  it('an operator puts a game into maintenance: the catalogue version moves and the game refuses to start', async () => {
    const { token } = await fundedPlayer(t, 10_000);
    const before = (await t.post('/app/v1/gameList', {})).json().data.version;
    await runOperatorCommand(t.db, 'games', ['status', '2', 'maintenance'], t.clock.now());
    const after = (await t.post('/app/v1/gameList', {})).json().data;
    expect(after.version).not.toBe(before);
    expect(after.games.find((g: { id: number }) => g.id === 2).status).toBe('maintenance');
    expect((await call('startGame', { gameId: 2 }, token)).json().msg).toMatch(/maintenance/);
    await runOperatorCommand(t.db, 'games', ['status', '2', 'on'], t.clock.now());
    expect((await call('startGame', { gameId: 2 }, token)).json().code).toBe(0);
  });
});
