// The slots on the slot engine through the game API: a real-money spin moves the wallet by exactly its net with
// ledger entries, a try-it spin never touches it, a bad bet is refused in words, and the verify form's mistakes are
// answered for a player (no field names, no schema words).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { HOUSE_OPENING, houseAccount, playerAccount, transfer } from '../../../server/domain/ledger.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const SLOTS = [
  { slug: 'lucky-sampaguita', id: 1 },
  { slug: 'carabao-gold', id: 101 },
  { slug: 'fiesta-fruits', id: 102 },
];

describe.each(backends())('slot games on %s', (backend) => {
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

  async function fundedPlayer(amount: number) {
    const player = await newPlayer(t, 's');
    const userId = (await findUserIdByAccount(t.db, player.account))!;
    await t.db.transaction().execute(async (trx) => {
      const main = (await playerAccount(trx, userId))!;
      await transfer(trx, {
        fromAccountId: await houseAccount(trx, HOUSE_OPENING, 0),
        toAccountId: main.id,
        amount,
        reason: 'test_funds',
        idempotencyKey: `fund:${userId}`,
        at: t.clock.now(),
      });
    });
    return { ...player, userId };
  }
  const balanceOf = async (userId: number) => (await playerAccount(t.db, userId))!.balance;
  async function open(token: string, id: number, tryIt = false) {
    const started = await data('startGame', { gameId: id, tryIt }, token);
    return new URL(started.url, 'http://x').searchParams.get('launch')!;
  }
  async function session(token: string, slug: string, id: number, tryIt = false) {
    const launch = await open(token, id, tryIt);
    return gameData(slug, 'open', { launch });
  }

  it.each(SLOTS)('$slug: a real spin moves the wallet by its net, with ledger entries and a record', async ({ slug, id }) => {
    const { token, userId } = await fundedPlayer(50_000);
    const opened = await session(token, slug, id);
    expect(opened.tryIt).toBe(false);
    const before = await t.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const spin = await gameData(slug, 'play', { session: opened.sessionKey, bet: 500 });
    expect(spin.bet).toBe(500);
    expect(spin.win).toBe(spin.detail.base.win + spin.detail.freeSpins.reduce((sum: number, s: { win: number }) => sum + s.win, 0));
    expect(spin.balance).toBe(50_000 - 500 + spin.win);
    expect(await balanceOf(userId)).toBe(50_000 - 500 + spin.win);
    const after = await t.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBeGreaterThan(Number(before.n));
    expect((await data('betRecord', { pageNum: 1 }, token)).total).toBe(1);
  });

  it.each(SLOTS)('$slug: a try-it spin plays demo coins and leaves the wallet alone', async ({ slug, id }) => {
    const { token, userId } = await fundedPlayer(5_000);
    const demo = await session(token, slug, id, true);
    const spin = await gameData(slug, 'play', { session: demo.sessionKey, bet: 1_000 });
    expect(spin.balance).toBe(200_000 - 1_000 + spin.win);
    expect(await balanceOf(userId)).toBe(5_000);
    expect((await data('betRecord', { pageNum: 1 }, token)).total).toBe(0);
  });

  it("refuses a bad bet and a bad verify form in a player's words", async () => {
    const { token } = await fundedPlayer(5_000);
    const opened = await session(token, 'carabao-gold', 101);
    const odd = (await gameApi('carabao-gold', 'play', { session: opened.sessionKey, bet: 101 })).json();
    expect(odd.code).toBe(400);
    expect(odd.msg).toBe('Choose a bet that splits evenly into 25 parts');
    expect((await gameApi('carabao-gold', 'play', { session: opened.sessionKey, bet: 'lots' })).json().code).toBe(400);

    const seed = 'ab'.repeat(32);
    const verify = async (body: unknown) => (await gameApi('carabao-gold', 'verify', body)).json();
    expect((await verify({ serverSeed: seed, clientSeed: '', nonce: 0 })).msg).toBe('Enter the client seed');
    expect((await verify({ serverSeed: 'abc', clientSeed: 'mine', nonce: 0 })).msg).toMatch(/^The server seed is 64 characters/);
    expect((await verify({ serverSeed: seed, clientSeed: 'mine', nonce: -1 })).msg).toMatch(/^Enter the round number/);
    const fine = await verify({ serverSeed: seed, clientSeed: 'mine', nonce: 3 });
    expect(fine.code).toBe(0);
    expect(fine.data.words).toMatch(/^The reels showed .*\.$/);
  });
});
