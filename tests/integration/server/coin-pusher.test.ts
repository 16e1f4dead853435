// The coin pusher's calls: a drop is a real game round (ledger debit and credit once, bet report, verify), refused
// without the balance, logged out or on a break; try-it drops spend demo coins only; a replayed key is one drop.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { appCalls, backends, balanceOf, fundedPlayer, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('coin pusher on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  const { call, data } = appCalls(() => t);

  async function gameEntries(userId: number) {
    const rows = await t.db
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.id', 'ledger_entries.account_id')
      .select(['ledger_entries.amount', 'ledger_entries.reason'])
      .where('accounts.user_id', '=', userId)
      .where('ledger_entries.reason', '!=', 'test_funds')
      .execute();
    return rows.map((r) => Number(r.amount));
  }

  it('publishes the table, its exact return and the committed seed, and is not a lobby tile', async () => {
    const p = await fundedPlayer(t, 5_000);
    const info = await data('getCoinPusherInfo', {}, p.token);
    expect(info.coinValues).toEqual([100, 500, 1000, 2000]);
    expect(info.rtpBasisPoints).toBe(9600);
    expect(info.totalWeight).toBe(10_000);
    expect(info.balance).toBe(5_000);
    expect(info.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const games = (await t.post('/app/v1/gameList', {})).json().data.games as { slug: string }[];
    expect(games.map((g) => g.slug)).not.toContain('coin-pusher');
    const started = await call('startGame', { gameId: 129 }, p.token);
    expect(started.statusCode).toBe(403);
  });

  it('debits the coin and credits the win through the ledger once, and a replayed key is the same drop', async () => {
    const p = await fundedPlayer(t, 10_000);
    const key = randomUUID();
    const first = await call('coinPusherDrop', { coin: 500 }, p.token, { 'idempotency-key': key });
    expect(first.json().code, first.body).toBe(0);
    const again = await call('coinPusherDrop', { coin: 500 }, p.token, { 'idempotency-key': key });
    expect(again.json().data).toEqual(first.json().data);
    const { drop, balance } = first.json().data;
    expect(drop.win).toBe(drop.coin * drop.coins);
    expect(balance).toBe(10_000 - 500 + drop.win);
    expect(await balanceOf(t, p.userId)).toBe(balance);
    const entries = await gameEntries(p.userId);
    expect(entries).toEqual(drop.win > 0 ? [-500, drop.win] : [-500]);
    const rounds = await t.db.selectFrom('game_rounds').select(['bet', 'win', 'state']).where('user_id', '=', p.userId).execute();
    expect(rounds).toEqual([{ bet: 500, win: drop.win, state: 'settled' }]);
    const info = await data('getCoinPusherInfo', {}, p.token);
    expect(info.recent.map((d: { roundId: string }) => d.roundId)).toEqual([drop.roundId]);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('counts drops in the bet report and verifies them for their player only', async () => {
    const p = await fundedPlayer(t, 10_000);
    const { drop } = await data('coinPusherDrop', { coin: 100 }, p.token);
    const report = await data('betRecordReport', {}, p.token);
    expect(report.total).toMatchObject({ rounds: 1, bet: 100, win: drop.win });
    const records = await data('betRecord', {}, p.token);
    expect(records.list).toMatchObject([{ roundId: drop.roundId, gameName: 'Coin Pusher', bet: 100, win: drop.win, verifiable: true }]);
    const hidden = await data('roundProof', { roundId: drop.roundId }, p.token);
    expect(hidden.serverSeed).toBeNull();
    const rotated = await data('coinPusherNewSeed', {}, p.token);
    const proof = await data('roundProof', { roundId: drop.roundId }, p.token);
    expect(proof.serverSeedHash).toBe(rotated.revealedHash);
    expect(proof.words).toContain(drop.coins === 0 ? 'no coins fell' : drop.coins === 1 ? '1 coin fell' : `${drop.coins} coins fell`);
    const other = await fundedPlayer(t, 0);
    const stolen = await call('roundProof', { roundId: drop.roundId }, other.token);
    expect(stolen.statusCode).toBe(404);
  });

  it('refuses a drop larger than the balance, a coin not on offer, and a visitor', async () => {
    const p = await fundedPlayer(t, 300);
    const tooBig = await call('coinPusherDrop', { coin: 500 }, p.token);
    expect(tooBig.statusCode).toBe(403);
    expect(tooBig.json().msg).toBe('Not enough balance for this bet');
    const odd = await call('coinPusherDrop', { coin: 300 }, p.token);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().msg).toMatch(/₱1, ₱5, ₱10 or ₱20/);
    expect((await t.post('/app/v1/coinPusherDrop', { coin: 100 })).statusCode).toBe(401);
    expect(await balanceOf(t, p.userId)).toBe(300);
  });

  it('refuses drops after logout and while the player takes a break, demo drops too', async () => {
    const p = await fundedPlayer(t, 5_000);
    await data('coinPusherDrop', { coin: 100 }, p.token);
    await data('logout', {}, p.token);
    expect((await call('coinPusherDrop', { coin: 100 }, p.token)).statusCode).toBe(401);
    const q = await fundedPlayer(t, 5_000);
    await data('startTimeOut', { hours: 24 }, q.token);
    expect((await call('coinPusherDrop', { coin: 100 }, q.token)).statusCode).toBe(403);
    expect((await call('coinPusherDrop', { coin: 100, tryIt: true }, q.token)).statusCode).toBe(403);
    expect(await balanceOf(t, q.userId)).toBe(5_000);
  });

  it('plays try-it drops with demo coins that never reach the wallet, the bet report or verify', async () => {
    const p = await fundedPlayer(t, 0);
    const before = await data('getCoinPusherInfo', { tryIt: true }, p.token);
    expect(before.balance).toBe(200_000);
    let demo = before.balance;
    let roundId = '';
    for (let i = 0; i < 30; i += 1) {
      const { drop, balance } = await data('coinPusherDrop', { coin: 2000, tryIt: true }, p.token);
      expect(balance).toBe(demo - 2000 + drop.win);
      demo = balance;
      roundId = drop.roundId;
    }
    expect(await balanceOf(t, p.userId)).toBe(0);
    expect(await gameEntries(p.userId)).toEqual([]);
    expect((await data('getCoinPusherInfo', { tryIt: true }, p.token)).balance).toBe(demo);
    expect((await data('getCoinPusherInfo', {}, p.token)).recent).toEqual([]);
    expect((await call('roundProof', { roundId }, p.token)).statusCode).toBe(404);
    expect((await call('coinPusherDrop', { coin: 100 }, p.token)).statusCode).toBe(403);
  });

  it('plays 100 parallel drops as separate rounds that never overdraw, the balance being their net', async () => {
    const p = await fundedPlayer(t, 2_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('coinPusherDrop', { coin: 100 }, p.token)));
    const played = answers.filter((a) => a.json().code === 0).map((a) => a.json().data.drop);
    const rounds = await t.db.selectFrom('game_rounds').select(['bet', 'win']).where('user_id', '=', p.userId).execute();
    expect(rounds.length).toBe(played.length);
    const net = rounds.reduce((sum, r) => sum - r.bet + r.win, 0);
    expect(await balanceOf(t, p.userId)).toBe(2_000 + net);
    expect(await balanceOf(t, p.userId)).toBeGreaterThanOrEqual(0);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('plays one drop for 50 parallel requests with the same Idempotency-Key', async () => {
    const p = await fundedPlayer(t, 5_000);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('coinPusherDrop', { coin: 1000 }, p.token, { 'idempotency-key': key })));
    const rounds = await t.db.selectFrom('game_rounds').select(['round_id', 'win']).where('user_id', '=', p.userId).execute();
    expect(rounds.length).toBe(1);
    for (const a of answers.filter((x) => x.json().code === 0)) expect(a.json().data.drop.roundId).toBe(rounds[0]!.round_id);
    expect(await balanceOf(t, p.userId)).toBe(5_000 - 1000 + rounds[0]!.win);
  });
});
