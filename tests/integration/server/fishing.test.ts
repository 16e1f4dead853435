// Fishing through the game API: a shot is an instant round (stake through the seamless wallet, the catch drawn from
// the provably-fair stream), try-it shots use the demo balance, and a shot verifies from the revealed seed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { HOUSE_OPENING, houseAccount, playerAccount, transfer } from '../../../server/domain/ledger.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const GAMES = [
  ['golden-reef', 132],
  ['dragon-deep', 133],
] as const;

describe.each(backends())('fishing on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { data } = appCalls(() => t);
  const gameApi = (slug: string, action: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/games/api/${slug}/${action}`, payload: JSON.stringify(body), headers: { 'content-type': 'text/plain' } });
  const gameData = async (slug: string, action: string, body: unknown) => {
    const response = await gameApi(slug, action, body);
    expect(response.json().code, response.body).toBe(0);
    return response.json().data;
  };
  async function open(slug: string, gameId: number, amount: number, tryIt = false) {
    const p = await newPlayer(t, 'f');
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
    const started = await data('startGame', { gameId, tryIt }, p.token);
    const launch = new URL(started.url, 'http://x').searchParams.get('launch')!;
    const opened = await gameData(slug, 'open', { launch });
    return { userId, session: opened.sessionKey as string, opened };
  }
  const balanceOf = async (userId: number) => (await playerAccount(t.db, userId))!.balance;

  it.each(GAMES)('%s: real-money shots move the balance by exactly their net, with ledger entries, and verify', async (slug, gameId) => {
    const { userId, session } = await open(slug, gameId, 50_000);
    const shots = [];
    // Aim at the smallest fish so some shots hit within a few tries.
    for (let i = 0; i < 16; i += 1) shots.push(await gameData(slug, 'play', { session, bet: 100, fish: 0 }));
    const net = shots.reduce((sum, s) => sum + s.win - s.bet, 0);
    expect(await balanceOf(userId)).toBe(50_000 + net);
    for (const s of shots) expect(s.win === 0 || s.win === 200).toBe(true);
    expect(shots.some((s) => s.detail.hit)).toBe(true);
    const txns = await t.db.selectFrom('game_wallet_txns').selectAll().where('user_id', '=', userId).execute();
    expect(txns.filter((x) => x.kind === 'debit')).toHaveLength(16);
    const rotation = await gameData(slug, 'seed', { session });
    for (const s of shots) {
      const v = await gameData(slug, 'verify', {
        serverSeed: rotation.revealed.serverSeed,
        clientSeed: rotation.revealed.clientSeed,
        nonce: s.nonce,
        params: { fish: 0 },
      });
      expect(v.outcome.hit).toBe(s.detail.hit);
      expect(v.words).toMatch(s.detail.hit ? /caught/ : /missed/);
    }
  });

  it('the shared page gets each sea from table.js, loadable by the sandboxed (opaque-origin) frame', async () => {
    for (const [slug] of GAMES) {
      const response = await t.app.inject({ method: 'GET', url: `/games/${slug}/table.js` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const sea = JSON.parse(response.body.replace(/^window\.GAME_TABLE = /, '').replace(/;\s*$/, ''));
      expect(sea.fish.length).toBeGreaterThan(3);
      expect(typeof sea.name).toBe('string');
    }
    expect((await t.app.inject({ method: 'GET', url: '/games/dice/table.js' })).statusCode).toBe(404);
  });

  it('a try-it shot never touches real money', async () => {
    const { userId, session, opened } = await open('golden-reef', 132, 1_000, true);
    expect(opened.balance).toBe(200_000);
    const shot = await gameData('golden-reef', 'play', { session, bet: 1_000, fish: 7 });
    expect(shot.balance).toBe(200_000 - 1_000 + shot.win);
    expect(await balanceOf(userId)).toBe(1_000);
    expect(await t.db.selectFrom('game_wallet_txns').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('refuses invalid shots with a reason a player can read', async () => {
    const { session } = await open('dragon-deep', 133, 10_000);
    const noFish = await gameApi('dragon-deep', 'play', { session, bet: 100, fish: 12 });
    expect(noFish.json()).toMatchObject({ code: 400, msg: 'There is no such fish here' });
    const big = await gameApi('dragon-deep', 'play', { session, bet: 200_000, fish: 0 });
    expect(big.json().code).toBe(400);
    expect(big.json().msg).toMatch(/at most/);
    expect((await gameApi('dragon-deep', 'play', { session, bet: 100 })).json().code).toBe(400);
  });
});
