// The Provider API through a fake aggregator: it is configured by the operator command, receives launches with our
// signature, exchanges them for sessions, and bets and pays through the seamless wallet with signed calls. The
// ledger is audited after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { HOUSE_OPENING, houseAccount, playerAccount, transfer } from '../../../server/domain/ledger.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { startSelfExclusion } from '../../../server/domain/play-limits.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { PROVIDER_CLOCK_SKEW_MS } from '../../../contract/provider-api.ts';
import { FakeProvider, type LaunchedSession, type Transport } from '../../support/fake-provider.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

// Provider secrets are sealed under this key; without it the server would make a key file in ./data.
process.env.PROVIDER_SECRET_KEY ??= 'ab'.repeat(32);

describe.each(backends())('provider API on %s', (backend) => {
  let t: TestApp;
  let provider: FakeProvider;
  const gameIds: Record<string, number> = {};

  const injectTransport: Transport = async (path, body, headers) => {
    const response = await t.app.inject({ method: 'POST', url: path, payload: body, headers });
    return { status: response.statusCode, json: response.json() };
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    provider = new FakeProvider('acme', injectTransport, () => t.clock.now());
    const baseUrl = await provider.listen();
    const added = await runOperatorCommand(
      t.db,
      'providers',
      ['add', 'acme', baseUrl, 'Acme', 'Games', '--game', 'acme-fruits:1:Acme Fruits', '--game', 'acme-tables:3:Acme Tables'],
      t.clock.now(),
    );
    provider.secret = /secret[^:]*: (\S+)$/.exec(added)![1]!;
    const games = (await t.post('/app/v1/gameList', {})).json().data.games as { id: number; slug: string }[];
    for (const g of games) gameIds[g.slug] = g.id;
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
  });
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);

  async function fundedPlayer(amount: number) {
    const player = await newPlayer(t, 'pv');
    const userId = (await findUserIdByAccount(t.db, player.account))!;
    if (amount > 0)
      await t.db.transaction().execute(async (trx) => {
        await transfer(trx, {
          fromAccountId: await houseAccount(trx, HOUSE_OPENING, 0),
          toAccountId: (await playerAccount(trx, userId))!.id,
          amount,
          reason: 'test_funds',
          idempotencyKey: `fund:${userId}`,
          at: t.clock.now(),
        });
      });
    return { ...player, userId };
  }
  const balanceOf = async (userId: number) => (await playerAccount(t.db, userId))!.balance;

  async function launched(token: string, tryIt = false): Promise<LaunchedSession> {
    const started = await data('startGame', { gameId: gameIds['acme-fruits'], tryIt }, token);
    return provider.open(started.url);
  }

  let txn = 0;
  const nextId = (what: string) => `${what}-${backend}-${(txn += 1)}`;
  const ids = (s: LaunchedSession) => ({ sessionId: s.sessionId, playerId: s.playerId });

  async function ledgerReasons(userId: number) {
    const rows = await t.db
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
      .select(['ledger_entries.amount', 'ledger_entries.reason'])
      .where('accounts.user_id', '=', userId)
      .where('ledger_entries.reason', '!=', 'test_funds')
      .orderBy('ledger_entries.id')
      .execute();
    return rows.map((r) => [r.reason, Number(r.amount)]);
  }

  it('lists the provider games once the operator adds the provider, with no RTP figure, and launches them with a signed URL', async () => {
    const games = (await t.post('/app/v1/gameList', {})).json().data.games as { slug: string; provider: string; rtp: number | null }[];
    const outside = games.filter((g) => g.provider === 'acme');
    expect(outside.map((g) => g.slug).sort()).toEqual(['acme-fruits', 'acme-tables']);
    expect(outside.every((g) => g.rtp === null)).toBe(true);
    const { token } = await fundedPlayer(1_000);
    const started = await data('startGame', { gameId: gameIds['acme-fruits'] }, token);
    const url = new URL(started.url);
    expect(url.origin).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect(provider.launchIsSigned(url)).toBe(true);
    const session = await provider.open(started.url);
    expect(session).toMatchObject({ gameCode: 'acme-fruits', mode: 'real', balance: 1_000 });
    // The launch token opens once.
    const again = await provider.call('session', { launchToken: url.searchParams.get('token')! });
    expect(again.status).toBe(401);
  });

  it('refuses a bad signature and a stale or future timestamp with 401', async () => {
    const { token } = await fundedPlayer(1_000);
    const s = await launched(token);
    const bad = await provider.call('balance', ids(s), { secret: 'not-the-secret' });
    expect(bad.status).toBe(401);
    expect(bad.json.msg).toMatch(/signature/i);
    const stale = await provider.call('balance', ids(s), { timestamp: t.clock.now() - PROVIDER_CLOCK_SKEW_MS - 1_000 });
    expect(stale.status).toBe(401);
    expect(stale.json.msg).toMatch(/timestamp/i);
    const future = await provider.call('balance', ids(s), { timestamp: t.clock.now() + PROVIDER_CLOCK_SKEW_MS + 1_000 });
    expect(future.status).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/provider/v1/balance',
      payload: JSON.stringify(ids(s)),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await provider.call('balance', ids(s))).json.data).toEqual({ balance: 1_000, currency: 'PHP' });
  });

  it('answers 400 with the field at fault for a signed request that breaks the schema', async () => {
    const { token } = await fundedPlayer(1_000);
    const s = await launched(token);
    const answer = await provider.call('debit', { ...ids(s), transactionId: nextId('d'), roundId: 'r', amount: 1.5 });
    expect(answer.status).toBe(400);
    expect(answer.json.msg).toMatch(/amount/);
  });

  it('takes a bet, pays a win and rolls back another bet, each a ledger entry', async () => {
    const { token, userId } = await fundedPlayer(10_000);
    const s = await launched(token);
    const bet = nextId('d');
    const round = nextId('r');
    expect((await provider.ok('debit', { ...ids(s), transactionId: bet, roundId: round, amount: 1_000 })).balance).toBe(9_000);
    expect((await provider.ok('credit', { ...ids(s), transactionId: nextId('c'), roundId: round, amount: 2_500 })).balance).toBe(11_500);
    const bet2 = nextId('d');
    const round2 = nextId('r');
    await provider.ok('debit', { ...ids(s), transactionId: bet2, roundId: round2, amount: 500 });
    expect((await provider.ok('rollback', { ...ids(s), transactionId: nextId('rb'), roundId: round2, refTransactionId: bet2 })).balance).toBe(11_500);
    expect(await balanceOf(userId)).toBe(11_500);
    expect(await ledgerReasons(userId)).toEqual([
      ['bet', -1_000],
      ['win', 2_500],
      ['bet', -500],
      ['bet', 500],
    ]);
    // Both rounds are in the player's bet records under the game's name; neither offers a built-in verification.
    const records = await data('betRecord', { pageNum: 1 }, token);
    expect(
      records.list.map((r: { gameName: string; bet: number; win: number; state: string; net: number; verifiable: boolean }) => [
        r.state,
        r.bet,
        r.win,
        r.net,
        r.verifiable,
      ]),
    ).toEqual([
      ['rolled_back', 500, 0, 0, false],
      ['settled', 1_000, 2_500, 1_500, false],
    ]);
    expect(records.list[1].gameName).toBe('Acme Fruits');
    expect((await data('betRecordReport', {}, token)).total).toMatchObject({ rounds: 1, bet: 1_000, win: 2_500 });
  });

  it('launches with the way back to the app the call came from, and refuses a self-excluded player even a demo', async () => {
    const { token, userId } = await fundedPlayer(1_000);
    const started = await t.post('/app/v1/startGame', { gameId: gameIds['acme-fruits'] }, { token, headers: { origin: 'https://app.pisowin.example' } });
    expect(new URL(started.json().data.url).searchParams.get('lobby')).toBe('https://app.pisowin.example/');
    await t.db.transaction().execute((trx) => startSelfExclusion(trx, userId, 6, t.clock.now()));
    for (const tryIt of [false, true]) {
      const refused = await call('startGame', { gameId: gameIds['acme-fruits'], tryIt }, token);
      expect(refused.json().code).toBe(403);
      expect(refused.json().msg).toMatch(/exclu/i);
    }
  });

  it('counts a settled round once as a valid bet for VIP, rebates and tasks, with its stake net of rollbacks', async () => {
    const { token, userId } = await fundedPlayer(10_000);
    const s = await launched(token);
    const round = nextId('r');
    await provider.ok('debit', { ...ids(s), transactionId: nextId('d'), roundId: round, amount: 1_000 });
    const undone = nextId('d');
    await provider.ok('debit', { ...ids(s), transactionId: undone, roundId: round, amount: 400 });
    await provider.ok('rollback', { ...ids(s), transactionId: nextId('rb'), roundId: round, refTransactionId: undone });
    await provider.ok('credit', { ...ids(s), transactionId: nextId('c'), roundId: round, amount: 300 });
    await provider.ok('credit', { ...ids(s), transactionId: nextId('c'), roundId: round, amount: 200 });
    const counted = await t.db.selectFrom('bet_outbox').select(['round_id', 'valid_bet', 'win', 'game_id']).where('user_id', '=', userId).execute();
    expect(counted).toEqual([{ round_id: `acme:${round}`, valid_bet: 1_000, win: 300, game_id: gameIds['acme-fruits'] }]);
    const player = await data('refreshData', {}, token);
    expect(player.vipExp).toBeGreaterThan(0);
  });

  it('answers a retried call with its first answer and moves money once; the same id with another request is a 409', async () => {
    const { token, userId } = await fundedPlayer(10_000);
    const s = await launched(token);
    const request = { ...ids(s), transactionId: nextId('d'), roundId: nextId('r'), amount: 700 };
    const first = await provider.ok('debit', request);
    const retry = await provider.ok('debit', request);
    expect(retry).toMatchObject({ balance: first.balance, transactionId: request.transactionId, replayed: true });
    expect(await balanceOf(userId)).toBe(9_300);
    const conflicting = await provider.call('debit', { ...request, amount: 800 });
    expect(conflicting.status).toBe(409);
    const otherRound = await provider.call('debit', { ...request, roundId: nextId('r') });
    expect(otherRound.status).toBe(409);
    expect(await balanceOf(userId)).toBe(9_300);
  });

  it('refuses a credit without its debit on the same round', async () => {
    const { token, userId } = await fundedPlayer(10_000);
    const s = await launched(token);
    const noBet = await provider.call('credit', { ...ids(s), transactionId: nextId('c'), roundId: nextId('r'), amount: 5_000 });
    expect(noBet.status).toBe(409);
    await provider.ok('debit', { ...ids(s), transactionId: nextId('d'), roundId: 'round-a', amount: 100 });
    const wrongRound = await provider.call('credit', { ...ids(s), transactionId: nextId('c'), roundId: 'round-b', amount: 5_000 });
    expect(wrongRound.status).toBe(409);
    expect(await balanceOf(userId)).toBe(9_900);
  });

  it('records a rollback of a debit it never saw, and refuses that debit when it arrives late', async () => {
    const { token, userId } = await fundedPlayer(10_000);
    const s = await launched(token);
    const lost = nextId('d');
    const round = nextId('r');
    const rolled = await provider.ok('rollback', { ...ids(s), transactionId: nextId('rb'), roundId: round, refTransactionId: lost });
    expect(rolled.balance).toBe(10_000);
    const late = await provider.call('debit', { ...ids(s), transactionId: lost, roundId: round, amount: 1_000 });
    expect(late.status).toBe(409);
    expect(late.json.msg).toMatch(/rolled back/);
    expect(await balanceOf(userId)).toBe(10_000);
  });

  it('refuses a bet beyond the balance', async () => {
    const { token, userId } = await fundedPlayer(500);
    const s = await launched(token);
    const answer = await provider.call('debit', { ...ids(s), transactionId: nextId('d'), roundId: nextId('r'), amount: 501 });
    expect(answer.status).toBe(403);
    expect(answer.json.msg).toMatch(/insufficient funds/i);
    expect(await balanceOf(userId)).toBe(500);
  });

  it('refuses bets of a self-excluded player', async () => {
    const { token, userId } = await fundedPlayer(5_000);
    const s = await launched(token);
    await t.db.transaction().execute((trx) => startSelfExclusion(trx, userId, 6, t.clock.now()));
    const answer = await provider.call('debit', { ...ids(s), transactionId: nextId('d'), roundId: nextId('r'), amount: 100 });
    expect(answer.status).toBe(403);
    expect(answer.json.msg).toMatch(/exclu/i);
    expect(await balanceOf(userId)).toBe(5_000);
  });

  it('keeps a try-it session away from real money', async () => {
    const { token, userId } = await fundedPlayer(5_000);
    const s = await launched(token, true);
    expect(s.mode).toBe('demo');
    expect((await provider.ok('balance', ids(s))).balance).toBeGreaterThan(0);
    const round = nextId('r');
    const bet = await provider.call('debit', { ...ids(s), transactionId: nextId('d'), roundId: round, amount: 100 });
    expect(bet.status).toBe(403);
    expect(bet.json.msg).toMatch(/demo/i);
    const win = await provider.call('credit', { ...ids(s), transactionId: nextId('c'), roundId: round, amount: 100 });
    expect(win.status).toBe(403);
    expect(await balanceOf(userId)).toBe(5_000);
  });

  it('ends the provider session with the app session: after logout no bet, but a win on a bet already taken is paid', async () => {
    const { token, userId } = await fundedPlayer(5_000);
    const s = await launched(token);
    const round = nextId('r');
    await provider.ok('debit', { ...ids(s), transactionId: nextId('d'), roundId: round, amount: 1_000 });
    await call('logout', {}, token);
    const bet = await provider.call('debit', { ...ids(s), transactionId: nextId('d'), roundId: nextId('r'), amount: 100 });
    expect(bet.status).toBe(401);
    expect((await provider.call('balance', ids(s))).status).toBe(401);
    expect((await provider.ok('credit', { ...ids(s), transactionId: nextId('c'), roundId: round, amount: 1_500 })).balance).toBe(5_500);
    expect(await balanceOf(userId)).toBe(5_500);
  });

  it('refuses a session named with another player id, or unknown', async () => {
    const a = await fundedPlayer(1_000);
    const s = await launched(a.token);
    const wrongPlayer = await provider.call('balance', { sessionId: s.sessionId, playerId: String(Number(s.playerId) + 1) });
    expect(wrongPlayer.status).toBe(401);
    const unknown = await provider.call('balance', { sessionId: 'nope', playerId: s.playerId });
    expect(unknown.status).toBe(401);
  });

  it('takes concurrent duplicates of one debit once', async () => {
    const { token, userId } = await fundedPlayer(10_000);
    const s = await launched(token);
    const request = { ...ids(s), transactionId: nextId('d'), roundId: nextId('r'), amount: 1_000 };
    const answers = await Promise.all(Array.from({ length: 12 }, () => provider.call('debit', request)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.json.data!.balance))).toEqual(new Set([9_000]));
    expect(answers.filter((a) => a.json.data!.replayed === false)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(9_000);
    const win = { ...ids(s), transactionId: nextId('c'), roundId: request.roundId, amount: 3_000 };
    await Promise.all(Array.from({ length: 8 }, () => provider.call('credit', win)));
    expect(await balanceOf(userId)).toBe(12_000);
  });

  it('drops the provider games from the catalogue and refuses its calls once the operator disables it', async () => {
    const other = new FakeProvider('zeta', injectTransport, () => t.clock.now());
    const added = await runOperatorCommand(
      t.db,
      'providers',
      ['add', 'zeta', 'https://zeta.example/play', 'Zeta', '--game', 'zeta-spin:1:Zeta Spin'],
      t.clock.now(),
    );
    other.secret = /: (\S+)$/.exec(added)![1]!;
    const versionBefore = (await t.post('/app/v1/gameList', {})).json().data.version;
    expect((await t.post('/app/v1/gameList', {})).json().data.games.some((g: { slug: string }) => g.slug === 'zeta-spin')).toBe(true);
    t.clock.advance(1_000);
    expect(await runOperatorCommand(t.db, 'providers', ['disable', 'zeta'], t.clock.now())).toMatch(/off/);
    const after = (await t.post('/app/v1/gameList', {})).json().data;
    expect(after.version).not.toBe(versionBefore);
    expect(after.games.some((g: { provider: string }) => g.provider === 'zeta')).toBe(false);
    expect((await other.call('balance', { sessionId: 'x', playerId: '1' })).status).toBe(401);
    expect(await runOperatorCommand(t.db, 'providers', ['list'], t.clock.now())).toMatch(/zeta\tZeta\toff/);
  });

  it('rotates a secret: the new one signs at once and the old one for an hour more', async () => {
    const { token } = await fundedPlayer(1_000);
    const s = await launched(token);
    const old = provider.secret;
    const rotated = await runOperatorCommand(t.db, 'providers', ['secret-rotate', 'acme'], t.clock.now());
    provider.secret = /: (\S+)$/.exec(rotated)![1]!;
    expect(provider.secret).not.toBe(old);
    expect((await provider.call('balance', ids(s))).status).toBe(200);
    expect((await provider.call('balance', ids(s), { secret: old })).status).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await provider.call('balance', ids(s), { secret: old, timestamp: t.clock.now() })).status).toBe(401);
  });

  it('never offers sabong: the operator command, the provider table and the games table all refuse it', async () => {
    await expect(runOperatorCommand(t.db, 'providers', ['add', 'sabong-live', 'https://x.example/', 'Sabong Live'], t.clock.now())).rejects.toMatchObject({
      code: 403,
      message: expect.stringMatching(/banned/),
    });
    await expect(
      runOperatorCommand(t.db, 'providers', ['add', 'derby', 'https://x.example/', 'Derby', '--game', 'e-derby:5:Cock Fight Arena'], t.clock.now()),
    ).rejects.toMatchObject({ code: 403 });
    const row = { name: 'Acme', secret_enc: 'v1.x.y.z', base_url: 'https://x.example/', created_at: 0 };
    await expect(
      t.db
        .insertInto('game_providers')
        .values({ ...row, code: 'e-sabong' })
        .execute(),
    ).rejects.toThrow(/no_sabong/);
    const game = { name: 'Stream', provider: 'acme', type_id: 5, status: 'on' as const, sort: 1, rtp_bp: null, art_seed: 1 };
    await expect(
      t.db
        .insertInto('games')
        .values({ ...game, id: 900_001, slug: 'live-sabong', tags: '' })
        .execute(),
    ).rejects.toThrow(/no_sabong/);
    await expect(
      t.db
        .insertInto('games')
        .values({ ...game, id: 900_002, slug: 'live-stream', tags: 'hot,cockfight' })
        .execute(),
    ).rejects.toThrow(/no_sabong/);
    const games = (await t.post('/app/v1/gameList', {})).json().data.games as { slug: string; name: string }[];
    expect(games.some((g) => /sabong|cock/i.test(`${g.slug} ${g.name}`))).toBe(false);
  });

  it('keeps the secret encrypted at rest', async () => {
    const row = await t.db.selectFrom('game_providers').select('secret_enc').where('code', '=', 'acme').executeTakeFirstOrThrow();
    expect(row.secret_enc).not.toContain(provider.secret);
    expect(row.secret_enc).toMatch(/^v1\./);
  });
});
