// Attacks on the game API, written as the attacker's requests: a try-it round settled through a real session, a seed
// revealed while a round drawn from it is open, game sessions outliving the app session, bets during maintenance,
// racing Mines starts and malformed bodies; and the operator's audit, which finds rounds that broke these rules.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { credit, debit, rollback } from '../../../server/domain/games/seamless-wallet.ts';
import { appCalls, backends, balanceOf, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

const HOUR = 60 * 60_000;

describe.each(backends())('game integrity on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { data } = appCalls(() => t);
  const { rawGameApi, gameApi, gameData, open } = gameCalls(() => t);
  const vipExpOf = async (userId: number) => (await t.db.selectFrom('users').select('vip_exp').where('id', '=', userId).executeTakeFirstOrThrow()).vip_exp;

  async function safeTile(roundId: string) {
    const row = await t.db.selectFrom('game_rounds').select('detail').where('round_id', '=', roundId).executeTakeFirstOrThrow();
    const mines = (row.detail as { minePositions: number[] }).minePositions;
    return [...Array(25).keys()].find((tile) => !mines.includes(tile))!;
  }

  it('a try-it Mines round cannot be revealed or cashed out through a real session key', async () => {
    const { token, userId } = await fundedPlayer(t, 10_000);
    const real = await open(token, 'mines');
    const demo = await open(token, 'mines', true);
    const round = await gameData('mines', 'mines-start', { session: demo.sessionKey, bet: 100_000, mines: 1 });
    const tile = await safeTile(round.roundId);
    const vipBefore = await vipExpOf(userId);
    expect((await gameApi('mines', 'mines-reveal', { session: real.sessionKey, roundId: round.roundId, tile })).json().code).toBe(404);
    expect((await gameApi('mines', 'mines-cashout', { session: real.sessionKey, roundId: round.roundId })).json().code).toBe(404);
    expect((await gameData('mines', 'state', { session: real.sessionKey })).mines).toBeNull();
    expect(await balanceOf(t, userId)).toBe(10_000);

    // The try-it session still plays it, on the demo balance.
    await gameData('mines', 'mines-reveal', { session: demo.sessionKey, roundId: round.roundId, tile });
    const out = await gameData('mines', 'mines-cashout', { session: demo.sessionKey, roundId: round.roundId });
    expect(out.balance).toBe(200_000 - 100_000 + out.win);
    expect(await balanceOf(t, userId)).toBe(10_000);
    expect(await vipExpOf(userId)).toBe(vipBefore);
    expect((await data('betRecord', { pageNum: 1 }, token)).total).toBe(0);
  });

  it('a Mines round belongs to the launch that opened it, even between two real launches', async () => {
    const { token, userId } = await fundedPlayer(t, 10_000);
    const first = await open(token, 'mines');
    const second = await open(token, 'mines');
    const round = await gameData('mines', 'mines-start', { session: first.sessionKey, bet: 1_000, mines: 1 });
    const tile = await safeTile(round.roundId);
    expect((await gameApi('mines', 'mines-reveal', { session: second.sessionKey, roundId: round.roundId, tile })).json().code).toBe(404);
    expect((await gameData('mines', 'state', { session: second.sessionKey })).mines).toBeNull();
    expect((await gameData('mines', 'state', { session: first.sessionKey })).mines.roundId).toBe(round.roundId);
    await gameData('mines', 'mines-reveal', { session: first.sessionKey, roundId: round.roundId, tile });
    const out = await gameData('mines', 'mines-cashout', { session: first.sessionKey, roundId: round.roundId });
    expect(await balanceOf(t, userId)).toBe(10_000 - 1_000 + out.win);
  });

  it('the seamless wallet refuses a credit without a live debit of the same round', async () => {
    const { userId } = await fundedPlayer(t, 10_000);
    const base = { provider: 'test-aggregator', userId, now: t.clock.now() };
    await expect(t.db.transaction().execute((trx) => credit(trx, { ...base, roundId: 'no-bet', txnId: 'c-none', amount: 5_000 }))).rejects.toMatchObject({
      code: 409,
    });
    await t.db.transaction().execute(async (trx) => {
      await debit(trx, { ...base, roundId: 'undone', txnId: 'd-undone', amount: 1_000 });
      await rollback(trx, { ...base, roundId: 'undone', txnId: 'rb-undone', refTxnId: 'd-undone' });
    });
    await expect(t.db.transaction().execute((trx) => credit(trx, { ...base, roundId: 'undone', txnId: 'c-undone', amount: 5_000 }))).rejects.toMatchObject({
      code: 409,
    });
    const other = await fundedPlayer(t, 10_000);
    await t.db.transaction().execute((trx) => debit(trx, { ...base, userId: other.userId, roundId: 'theirs', txnId: 'd-theirs', amount: 1_000 }));
    await expect(t.db.transaction().execute((trx) => credit(trx, { ...base, roundId: 'theirs', txnId: 'c-theirs', amount: 5_000 }))).rejects.toMatchObject({
      code: 409,
    });
    expect(await balanceOf(t, userId)).toBe(10_000);
  });

  it('refuses to reveal a seed while a Mines round drawn from it is open, real or try-it', async () => {
    const { token } = await fundedPlayer(t, 10_000);
    for (const tryIt of [false, true]) {
      const mines = await open(token, 'mines', tryIt);
      const round = await gameData('mines', 'mines-start', { session: mines.sessionKey, bet: 1_000, mines: 1 });
      const refused = await gameApi('mines', 'seed', { session: mines.sessionKey });
      expect(refused.json().code).toBe(409);
      expect(refused.json().msg).toMatch(/Finish your open round before you change seeds/);
      // Through another game's session too: the seed pair is the player's.
      const slot = await open(token, 'lucky-sampaguita');
      expect((await gameApi('lucky-sampaguita', 'seed', { session: slot.sessionKey })).json().code).toBe(409);
      await gameData('mines', 'mines-reveal', { session: mines.sessionKey, roundId: round.roundId, tile: await safeTile(round.roundId) });
      await gameData('mines', 'mines-cashout', { session: mines.sessionKey, roundId: round.roundId });
      const rotation = await gameData('mines', 'seed', { session: mines.sessionKey });
      expect(rotation.revealed.serverSeedHash).toBe(round.serverSeedHash);
    }
  });

  it('a seed rotation racing a Mines start never leaves an open round on a revealed seed', async () => {
    const { token } = await fundedPlayer(t, 100_000);
    const mines = await open(token, 'mines');
    for (let i = 0; i < 5; i += 1) {
      const [start, seed] = await Promise.all([
        gameApi('mines', 'mines-start', { session: mines.sessionKey, bet: 1_000, mines: 1 }),
        gameApi('mines', 'seed', { session: mines.sessionKey }),
      ]);
      expect(await runOperatorCommand(t.db, 'audit', ['rounds'], t.clock.now())).toBe('No suspicious rounds');
      if (start.json().code !== 0) continue;
      if (seed.json().code !== 0) expect(seed.json().code).toBe(409);
      const { roundId } = start.json().data;
      await gameData('mines', 'mines-reveal', { session: mines.sessionKey, roundId, tile: await safeTile(roundId) });
      await gameData('mines', 'mines-cashout', { session: mines.sessionKey, roundId });
    }
  });

  it('a revealed seed never decides a later slot or Color Game bet', async () => {
    const { token, userId } = await fundedPlayer(t, 50_000);
    const slot = await open(token, 'lucky-sampaguita');
    const color = await open(token, 'color-game');
    for (let i = 0; i < 3; i += 1) {
      await gameData('lucky-sampaguita', 'play', { session: slot.sessionKey, bet: 100 });
      await gameData('color-game', 'play', { session: color.sessionKey, stakes: [100, 0, 0, 0, 0, 0] });
      await gameData('color-game', 'seed', { session: color.sessionKey });
    }
    const rounds = await t.db
      .selectFrom('game_rounds')
      .innerJoin('game_seeds', 'game_seeds.id', 'game_rounds.seed_id')
      .select(['game_rounds.settled_at', 'game_seeds.revealed_at', 'game_rounds.seed_id'])
      .where('game_rounds.user_id', '=', userId)
      .execute();
    expect(rounds).toHaveLength(6);
    expect(new Set(rounds.map((r) => r.seed_id)).size).toBe(3);
    for (const r of rounds) expect(r.revealed_at === null || r.revealed_at >= r.settled_at!).toBe(true);
  });

  it('logout ends the game sessions it started', async () => {
    const { token, userId } = await fundedPlayer(t, 10_000);
    const slot = await open(token, 'lucky-sampaguita');
    await data('logout', {}, token);
    const bet = await gameApi('lucky-sampaguita', 'play', { session: slot.sessionKey, bet: 100 });
    expect(bet.json().code).toBe(401);
    expect(bet.json().msg).toMatch(/session has ended/);
    expect(await balanceOf(t, userId)).toBe(10_000);
  });

  it('an operator revoking the sessions ends the game sessions', async () => {
    const { token, account, userId } = await fundedPlayer(t, 10_000);
    const slot = await open(token, 'lucky-sampaguita');
    await runOperatorCommand(t.db, 'sessions', ['revoke', account], t.clock.now());
    expect((await gameApi('lucky-sampaguita', 'play', { session: slot.sessionKey, bet: 100 })).json().code).toBe(401);
    expect(await balanceOf(t, userId)).toBe(10_000);
  });

  it('a password change on another device ends the game sessions of the logged-out ones', async () => {
    const { token, account, password, userId } = await fundedPlayer(t, 10_000);
    const slot = await open(token, 'lucky-sampaguita');
    const other = await t.login(account, password);
    await data('initPassword', { password: 'changed123', oldPassword: password }, other);
    expect((await gameApi('lucky-sampaguita', 'play', { session: slot.sessionKey, bet: 100 })).json().code).toBe(401);
    expect(await balanceOf(t, userId)).toBe(10_000);
    const launches = await t.db.selectFrom('game_launches').select('ended_at').where('user_id', '=', userId).execute();
    expect(launches.every((l) => l.ended_at !== null)).toBe(true);
  });

  // The game API keeps the gate row of a session that just spun (routes/spin-gates.ts): each way a session or a game
  // stops, right after a spin, still refuses the next spin and moves no money.
  const stops: Array<[string, RegExp, number, (p: { token: string; account: string }) => Promise<unknown>]> = [
    ['logout', /session has ended/, 401, ({ token }) => data('logout', {}, token)],
    ['the operator revoking the sessions', /session has ended/, 401, ({ account }) => runOperatorCommand(t.db, 'sessions', ['revoke', account], t.clock.now())],
    ['leaving the game', /You left this game/, 401, ({ token }) => data('exitGame', { gameId: 1 }, token)],
    ['the game going into maintenance', /under maintenance/, 403, () => runOperatorCommand(t.db, 'games', ['status', '1', 'maintenance'], t.clock.now())],
    ['the game leaving the catalogue', /does not exist/, 404, () => runOperatorCommand(t.db, 'games', ['status', '1', 'off'], t.clock.now())],
    ['the maintenance switch', /Back at noon/, 503, () => runOperatorCommand(t.db, 'maintenance', ['on', 'Back', 'at', 'noon'], t.clock.now())],
    ['12 hours passing', /session has ended/, 401, async () => t.clock.advance(12 * HOUR + 1)],
  ];
  it.each(stops)('a spin right after a spin is refused after %s, and moves no money', async (_name, message, code, stop) => {
    const player = await fundedPlayer(t, 10_000);
    const slot = await open(player.token, 'lucky-sampaguita');
    await gameData('lucky-sampaguita', 'play', { session: slot.sessionKey, bet: 100 });
    await gameData('lucky-sampaguita', 'play', { session: slot.sessionKey, bet: 100 });
    const balance = await balanceOf(t, player.userId);
    const rounds = async () => (await t.db.selectFrom('game_rounds').select('id').where('user_id', '=', player.userId).execute()).length;
    const played = await rounds();
    try {
      await stop(player);
      const answer = (await gameApi('lucky-sampaguita', 'play', { session: slot.sessionKey, bet: 100 })).json();
      expect(answer.code).toBe(code);
      expect(answer.msg).toMatch(message);
      // And again: the refusal is not a one-off of the kept row.
      expect((await gameApi('lucky-sampaguita', 'play', { session: slot.sessionKey, bet: 100 })).json().code).toBe(code);
    } finally {
      await runOperatorCommand(t.db, 'maintenance', ['off'], t.clock.now());
      await runOperatorCommand(t.db, 'games', ['status', '1', 'on'], t.clock.now());
    }
    expect(await balanceOf(t, player.userId)).toBe(balance);
    expect(await rounds()).toBe(played);
  });

  it('a launch link opened after logout opens nothing', async () => {
    const { token } = await fundedPlayer(t, 10_000);
    const started = await data('startGame', { gameId: 1, tryIt: false }, token);
    await data('logout', {}, token);
    const launch = new URL(started.url, 'http://x').searchParams.get('launch')!;
    expect((await gameApi('lucky-sampaguita', 'open', { launch })).json().code).toBe(401);
  });

  it('a game session expires after 12 hours', async () => {
    const { token, userId } = await fundedPlayer(t, 10_000);
    const slot = await open(token, 'lucky-sampaguita');
    await gameData('lucky-sampaguita', 'play', { session: slot.sessionKey, bet: 100 });
    const balance = await balanceOf(t, userId);
    t.clock.advance(12 * HOUR + 1);
    expect((await gameApi('lucky-sampaguita', 'play', { session: slot.sessionKey, bet: 100 })).json().code).toBe(401);
    expect(await balanceOf(t, userId)).toBe(balance);
  });

  it('the game API answers maintenance to everything but verify', async () => {
    const { token, userId } = await fundedPlayer(t, 10_000);
    const slot = await open(token, 'lucky-sampaguita');
    await runOperatorCommand(t.db, 'maintenance', ['on', 'Back', 'at', 'noon'], t.clock.now());
    try {
      for (const action of ['play', 'state', 'seed', 'open']) {
        const answer = await gameApi('lucky-sampaguita', action, { session: slot.sessionKey, bet: 100 });
        expect(answer.json(), action).toMatchObject({ code: 503, msg: 'Back at noon' });
      }
      const mines = await gameApi('mines', 'mines-start', { session: slot.sessionKey, bet: 100, mines: 3 });
      expect(mines.json()).toMatchObject({ code: 503, msg: 'Back at noon' });
      // A call a game does not have is unknown, not paused.
      expect((await gameApi('lucky-sampaguita', 'mines-start', { session: slot.sessionKey })).json().code).toBe(404);
      const verify = await gameApi('lucky-sampaguita', 'verify', { serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce: 0 });
      expect(verify.json().code).toBe(0);
    } finally {
      await runOperatorCommand(t.db, 'maintenance', ['off'], t.clock.now());
    }
    expect(await balanceOf(t, userId)).toBe(10_000);
  });

  it('20 parallel Mines starts on one session open one round and take one stake', async () => {
    const { token, userId } = await fundedPlayer(t, 100_000);
    const mines = await open(token, 'mines');
    const answers = await Promise.all(Array.from({ length: 20 }, () => gameApi('mines', 'mines-start', { session: mines.sessionKey, bet: 1_000, mines: 3 })));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.json().code === 409)!.json().msg).toMatch(/Finish your open round first/);
    expect(await balanceOf(t, userId)).toBe(99_000);
    const open_ = await t.db.selectFrom('game_rounds').select('id').where('user_id', '=', userId).where('state', '=', 'open').execute();
    expect(open_).toHaveLength(1);
  });

  it('answers 400 to a body that is not a JSON object and to a malformed round id', async () => {
    const { token } = await fundedPlayer(t, 10_000);
    const mines = await open(token, 'mines');
    for (const payload of ['null', '5', '"x"', '[]'])
      for (const action of ['open', 'state', 'mines-start', 'mines-reveal', 'seed', 'verify']) {
        const answer = await rawGameApi('mines', action, payload);
        expect(answer.json(), `${action} ${payload}`).toMatchObject({ code: 400, msg: 'The request body must be a JSON object' });
      }
    for (const roundId of ['abc\u0000', 'x'.repeat(20), '0123456789abcdef012']) {
      expect((await gameApi('mines', 'mines-reveal', { session: mines.sessionKey, roundId, tile: 0 })).json().code).toBe(400);
      expect((await gameApi('mines', 'mines-cashout', { session: mines.sessionKey, roundId })).json().code).toBe(400);
    }
    expect((await gameApi('mines', 'seed', { session: mines.sessionKey, clientSeed: 'lucky\u0000seed' })).json().code).toBe(400);
  });

  it('the operator audit lists rounds settled for real money from try-it play and rounds settled after their seed was revealed', async () => {
    expect(await runOperatorCommand(t.db, 'audit', ['rounds'], t.clock.now())).toBe('No suspicious rounds');
    const { account, userId } = await fundedPlayer(t, 1_000);
    const now = t.clock.now();
    await t.db
      .insertInto('game_launches')
      .values({
        token_hash: 'audit-demo',
        user_id: userId,
        game_id: 3,
        try_it: true,
        activity_id: null,
        demo_balance: 100_000,
        session_hash: null,
        created_at: now,
        expires_at: now,
        opened_at: now,
        ended_at: null,
        app_session_id: null,
      })
      .execute();
    const seed = await t.db
      .insertInto('game_seeds')
      .values({ user_id: userId, server_seed: 's', server_seed_hash: 'h', client_seed: 'c', nonce: 3, created_at: now - 10, revealed_at: now - 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const round = (roundId: string, tryIt: boolean, state: 'open' | 'settled', settledAt: number | null) => ({
      round_id: roundId,
      user_id: userId,
      game_id: 3,
      type_id: 4,
      provider: 'builtin',
      launch_hash: 'audit-demo',
      activity_id: null,
      try_it: tryIt,
      bet: 100_000,
      win: state === 'settled' ? 2_400_000 : 0,
      state,
      detail: JSON.stringify({}),
      seed_id: seed.id,
      nonce: 0,
      created_at: now - 20,
      settled_at: settledAt,
    });
    // Rounds that break the rules: a try-it round credited to the real wallet, a round settled after its seed was
    // revealed, and an open round whose seed is already public.
    await t.db
      .insertInto('game_rounds')
      .values([
        round('aaaaaaaaaaaaaaaaaaaa', true, 'settled', now - 8),
        round('bbbbbbbbbbbbbbbbbbbb', false, 'settled', now),
        round('cccccccccccccccccccc', false, 'open', null),
      ])
      .execute();
    await t.db
      .insertInto('game_wallet_txns')
      .values({
        provider: 'builtin',
        txn_id: 'aaaaaaaaaaaaaaaaaaaa:win',
        kind: 'credit',
        user_id: userId,
        round_id: 'aaaaaaaaaaaaaaaaaaaa',
        amount: 2_400_000,
        ref_txn_id: null,
        balance_after: 2_401_000,
        created_at: now - 8,
      })
      .execute();
    const lines = (await runOperatorCommand(t.db, 'audit', ['rounds'], now)).split('\n');
    expect(lines).toHaveLength(3);
    const line = (id: string) => lines.filter((l) => l.startsWith(id));
    expect(line('aaaaaaaaaaaaaaaaaaaa')).toHaveLength(1);
    expect(line('aaaaaaaaaaaaaaaaaaaa')[0]).toMatch(/try-it round paid real money/);
    expect(line('aaaaaaaaaaaaaaaaaaaa')[0]).toContain(account);
    expect(line('aaaaaaaaaaaaaaaaaaaa')[0]).toContain('mines');
    expect(line('aaaaaaaaaaaaaaaaaaaa')[0]).toContain('bet 1000.00 win 24000.00');
    expect(line('bbbbbbbbbbbbbbbbbbbb')).toHaveLength(1);
    expect(line('bbbbbbbbbbbbbbbbbbbb')[0]).toMatch(/seed revealed before it settled/);
    expect(line('cccccccccccccccccccc')[0]).toMatch(/open with its seed revealed/);
    await t.db.deleteFrom('game_wallet_txns').where('round_id', '=', 'aaaaaaaaaaaaaaaaaaaa').execute();
    await t.db.deleteFrom('game_rounds').where('launch_hash', '=', 'audit-demo').execute();
    await t.db.deleteFrom('game_launches').where('token_hash', '=', 'audit-demo').execute();
  });

  it('the audit lists game-log rows that name a player, game or seed pair that does not exist (the logs keep no foreign keys)', async () => {
    expect(await runOperatorCommand(t.db, 'audit', ['rounds'], t.clock.now())).toBe('No suspicious rounds');
    const { userId } = await fundedPlayer(t, 1_000);
    const now = t.clock.now();
    const roundId = 'orphanorphanorphan01';
    await t.db
      .insertInto('game_rounds')
      .values({
        round_id: roundId,
        user_id: userId,
        game_id: 999_999,
        type_id: 4,
        provider: 'builtin',
        launch_hash: 'orphan',
        activity_id: null,
        try_it: false,
        bet: 100,
        win: 0,
        state: 'settled',
        detail: JSON.stringify({}),
        seed_id: 888_888,
        nonce: 0,
        created_at: now,
        settled_at: now,
      })
      .execute();
    await t.db
      .insertInto('game_wallet_txns')
      .values({
        provider: 'builtin',
        txn_id: `${roundId}:bet`,
        kind: 'debit',
        user_id: 777_777,
        round_id: roundId,
        amount: 100,
        ref_txn_id: null,
        balance_after: 0,
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto('bet_outbox')
      .values({
        user_id: 777_777,
        round_id: roundId,
        game_id: 999_999,
        type_id: 4,
        valid_bet: 100,
        win: 0,
        activity_id: null,
        created_at: now,
        consumed_at: now,
      })
      .execute();
    const lines = (await runOperatorCommand(t.db, 'audit', ['rounds'], now)).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.startsWith(roundId))).toBe(true);
    expect(lines.join('\n')).toContain('names no game 999999, names no seed pair 888888');
    expect(lines.join('\n')).toContain('journal debit orphanorphanorphan01:bet names no player 777777');
    expect(lines.join('\n')).toContain('outbox bet names no player 777777');
    await t.db.deleteFrom('bet_outbox').where('round_id', '=', roundId).execute();
    await t.db.deleteFrom('game_wallet_txns').where('round_id', '=', roundId).execute();
    await t.db.deleteFrom('game_rounds').where('round_id', '=', roundId).execute();
    expect(await runOperatorCommand(t.db, 'audit', ['rounds'], now)).toBe('No suspicious rounds');
  });

  it('the audit also lists a real-money credit with no debit', async () => {
    const { userId } = await fundedPlayer(t, 1_000);
    await t.db
      .insertInto('game_wallet_txns')
      .values({
        provider: 'builtin',
        txn_id: 'dddddddddddddddddddd:win',
        kind: 'credit',
        user_id: userId,
        round_id: 'dddddddddddddddddddd',
        amount: 500,
        ref_txn_id: null,
        balance_after: 1_500,
        created_at: t.clock.now(),
      })
      .execute();
    const out = await runOperatorCommand(t.db, 'audit', ['rounds'], t.clock.now());
    expect(out).toMatch(/^dddddddddddddddddddd .*credit without its bet/);
    await t.db.deleteFrom('game_wallet_txns').where('round_id', '=', 'dddddddddddddddddddd').execute();
  });
});
