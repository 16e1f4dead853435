// Live tables: shared rounds on the server's clock, bets through the seamless wallet settled exactly once, results
// from a hash chain committed in advance, and (on PostgreSQL) one process running a table while others relay it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { openPostgres } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { hashSeed } from '../../../server/domain/games/fair.ts';
import { liveEngine, settleBet, type TableView } from '../../../server/domain/games/live/engine.ts';
import { outcomeOf } from '../../../server/domain/games/verify.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { HOUSE_OPENING, houseAccount, playerAccount, transfer } from '../../../server/domain/ledger.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { liveColorTable } from '../../../server/games/live/tables.ts';
import { seed } from '../../../server/seed/seed.ts';
import { appCalls, backends, createPostgresDatabase, dropPostgresDatabase, newPlayer, startTestApp, testClock, type TestApp } from './helpers.ts';

const TABLE = 'live-color-game';
const BET_MS = 15_000;
const RESULT_MS = 5_000;

describe.each(backends())('live tables on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { live: { run: true, timers: false, databaseUrl: undefined, betMs: BET_MS, resultMs: RESULT_MS, chainLength: 3 } });
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { data } = appCalls(() => t);
  const engine = () => liveEngine(t.app);
  const gameApi = (action: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/games/api/${TABLE}/${action}`, payload: JSON.stringify(body), headers: { 'content-type': 'text/plain' } });
  const gameData = async (action: string, body: unknown) => {
    const response = await gameApi(action, body);
    expect(response.json().code, response.body).toBe(0);
    return response.json().data;
  };

  async function player(amount: number, tryIt = false) {
    const p = await newPlayer(t, 'l');
    const userId = (await findUserIdByAccount(t.db, p.account))!;
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
    const started = await data('startGame', { gameId: 130, tryIt }, p.token);
    const launch = new URL(started.url, 'http://x').searchParams.get('launch')!;
    const opened = await gameData('open', { launch });
    return { userId, token: p.token, session: opened.sessionKey as string };
  }
  const balanceOf = async (userId: number) => (await playerAccount(t.db, userId))!.balance;

  it('fifty players bet on one round; each bet is settled once and the ledger matches', async () => {
    const table = await engine().view(TABLE);
    expect(table.round?.phase).toBe('betting');
    const no = table.round!.no;
    const players = [];
    for (let i = 0; i < 50; i += 1) players.push(await player(10_000));
    const stakes = players.map((_, i) => {
      const s = [0, 0, 0, 0, 0, 0];
      s[i % 6] = 100 * (1 + (i % 5));
      s[(i + 3) % 6] = 200;
      return s;
    });
    const bets = await Promise.all(players.map((p, i) => gameApi('live-bet', { session: p.session, round: no, stakes: stakes[i] })));
    for (const b of bets) expect(b.json().code, b.body).toBe(0);
    const during = await engine().view(TABLE);
    expect(during.bets.players).toBe(50);
    expect(during.bets.totals.reduce((a, b) => a + b, 0)).toBe(stakes.flat().reduce((a, b) => a + b, 0));

    t.clock.advance(BET_MS);
    await engine().tick();
    const after = await engine().view(TABLE);
    expect(after.round).toMatchObject({ no, phase: 'result' });
    const result = after.round!.result as { dice: number[] };
    for (const [i, p] of players.entries()) {
      const win = liveColorTable.returns(result, stakes[i]!);
      const total = stakes[i]!.reduce((a, b) => a + b, 0);
      expect(await balanceOf(p.userId)).toBe(10_000 - total + win);
      const mine = await gameData('live-mine', { session: p.session, round: no });
      expect(mine).toMatchObject({ bet: total, win, settled: true, balance: 10_000 - total + win });
    }
    const rows = await t.db.selectFrom('live_bets').selectAll().execute();
    expect(rows.filter((r) => r.state !== 'settled')).toEqual([]);
    // Settling again moves nothing: each bet's open -> settled step happened once.
    for (const r of rows) expect(await settleBet(t.db, liveColorTable, r.id, result, no, t.clock.now())).toBe(false);
    await engine().tick();
    const credits = await t.db
      .selectFrom('game_wallet_txns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'credit')
      .executeTakeFirstOrThrow();
    expect(Number(credits.n)).toBe(50);
    const outbox = await t.db
      .selectFrom('bet_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game_id', '=', 130)
      .executeTakeFirstOrThrow();
    expect(Number(outbox.n)).toBe(50);

    // "Verify this round" from a player's bet records: the table's revealed seed, the table as client seed, the round no.
    const own = await t.db.selectFrom('game_rounds').select('round_id').where('user_id', '=', players[0]!.userId).executeTakeFirstOrThrow();
    const proof = await data('roundProof', { roundId: own.round_id }, players[0]!.token);
    expect(proof).toMatchObject({ live: true, state: 'settled', clientSeed: TABLE, nonce: no });
    expect(hashSeed(proof.serverSeed)).toBe(proof.serverSeedHash);
    expect(proof.words).toBe(outcomeOf(TABLE, proof.serverSeed, TABLE, no).words);
  });

  it('each round reveals the committed seed: it hashes to the previous one and recomputes the result, across chains', async () => {
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(RESULT_MS);
      await engine().tick();
      t.clock.advance(BET_MS);
      await engine().tick();
    }
    const rounds = await t.db.selectFrom('live_rounds').selectAll().where('table_slug', '=', TABLE).orderBy('round_no').execute();
    expect(rounds.length).toBeGreaterThanOrEqual(6);
    const chains = await t.db.selectFrom('live_chains').selectAll().where('table_slug', '=', TABLE).orderBy('id').execute();
    expect(chains.length).toBeGreaterThanOrEqual(2);
    for (const round of rounds) {
      expect(round.state).toBe('settled');
      expect(hashSeed(round.seed!)).toBe(round.prev_hash);
      const chain = chains.find((c) => c.id === round.chain_id)!;
      if (round.chain_index === 1) expect(round.prev_hash).toBe(chain.commitment);
      else expect(round.prev_hash).toBe(rounds.find((r) => r.chain_id === round.chain_id && r.chain_index === round.chain_index - 1)!.seed);
      expect(outcomeOf(TABLE, round.seed!, TABLE, round.round_no).outcome).toEqual(round.result);
    }
  });

  it('refuses a bet after the betting window closes, and one on a round that is not open', async () => {
    const p = await player(10_000);
    t.clock.advance(RESULT_MS);
    await engine().tick();
    const open = (await engine().view(TABLE)).round!;
    expect(open.phase).toBe('betting');
    t.clock.advance(BET_MS);
    // The clock passed the close before the engine ran: the bet is refused all the same.
    const late = await gameApi('live-bet', { session: p.session, round: open.no, stakes: [100, 0, 0, 0, 0, 0] });
    expect(late.json().code).toBe(403);
    expect(late.json().msg).toMatch(/closed/);
    await engine().tick();
    const ahead = await gameApi('live-bet', { session: p.session, round: open.no + 1, stakes: [100, 0, 0, 0, 0, 0] });
    expect(ahead.json().code).toBe(403);
    const bad = await gameApi('live-bet', { session: p.session, round: open.no, stakes: [150, 0, 0, 0, 0, 0] });
    expect(bad.json().code).toBe(400);
    expect(bad.json().msg).toMatch(/whole pesos/);
    expect(await balanceOf(p.userId)).toBe(10_000);
  });

  it('try-it bets use the demo balance and never touch real money', async () => {
    const p = await player(5_000, true);
    t.clock.advance(RESULT_MS);
    await engine().tick();
    const no = (await engine().view(TABLE)).round!.no;
    const before = await t.db
      .selectFrom('game_wallet_txns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const bet = await gameData('live-bet', { session: p.session, round: no, stakes: [0, 0, 0, 0, 0, 1_000] });
    expect(bet.balance).toBe(200_000 - 1_000);
    expect((await engine().view(TABLE)).bets.players).toBe(0);
    t.clock.advance(BET_MS);
    await engine().tick();
    const mine = await gameData('live-mine', { session: p.session, round: no });
    expect(mine.settled).toBe(true);
    expect(mine.balance).toBe(200_000 - 1_000 + mine.win);
    expect(await balanceOf(p.userId)).toBe(5_000);
    const after = await t.db
      .selectFrom('game_wallet_txns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('streams the table over Server-Sent Events to a session, and refuses one without', async () => {
    const p = await player(1_000);
    const refusedStream = await t.app.inject({ method: 'GET', url: `/games/live/${TABLE}/events?session=nope` });
    expect(refusedStream.statusCode).toBe(401);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/games/live/${TABLE}/events?session=${p.session}`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: table')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(`"table":"${TABLE}"`);
    // Closing the app ends open streams (else the server would wait on them forever and never exit).
    const closing = t.app.close();
    while (!(await reader.read()).done);
    await closing;
    controller.abort();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('live tables with two server processes on PostgreSQL', () => {
  let name = '';
  let url = '';
  beforeAll(async () => {
    ({ name, url } = await createPostgresDatabase('pisowin_live'));
  });
  afterAll(() => dropPostgresDatabase(name));

  it('one process runs the round once; the other relays it and takes over when the first stops', async () => {
    const clock = testClock();
    const dbA = openPostgres(url, 4);
    const dbB = openPostgres(url, 4);
    await migrate(dbA);
    await seed(dbA, clock.now());
    const live = { run: true, timers: false, databaseUrl: url, betMs: BET_MS, resultMs: RESULT_MS };
    const a = await buildApp({ db: dbA, now: clock.now, corsOrigins: [], apiOrigin: '', live });
    const b = await buildApp({ db: dbB, now: clock.now, corsOrigins: [], apiOrigin: '', live });
    try {
      const ea = liveEngine(a);
      const eb = liveEngine(b);
      expect(ea.runs(TABLE)).toBe(true);
      expect(eb.runs(TABLE)).toBe(false);
      const relayed: TableView[] = [];
      const seen = new Promise<void>((resolve) =>
        eb.follow(TABLE, (v) => {
          relayed.push(v);
          if (v.round?.phase === 'result') resolve();
        }),
      );
      clock.advance(BET_MS);
      await Promise.all([ea.tick(), eb.tick(), ea.tick(), eb.tick()]);
      await seen;
      const rounds = await dbA.selectFrom('live_rounds').selectAll().where('table_slug', '=', TABLE).execute();
      expect(rounds.map((r) => r.round_no)).toEqual([1]);
      expect(relayed.at(-1)!.round!.no).toBe(1);
      await a.close();
      await eb.tick();
      expect(eb.runs(TABLE)).toBe(true);
      clock.advance(RESULT_MS);
      await eb.tick();
      const after = await dbB.selectFrom('live_rounds').select('round_no').where('table_slug', '=', TABLE).orderBy('round_no').execute();
      expect(after.map((r) => r.round_no)).toEqual([1, 2]);
    } finally {
      await a.close();
      await b.close();
      await dbA.destroy();
      await dbB.destroy();
    }
  });
});
