// Spins of different players do not wait on each other: no spin locks the house account, so a player's spin goes
// through while another player's bet is still uncommitted, and 40 players spinning at once all succeed. Afterwards the
// ledger holds: every player balance equals its entries, every transaction sums to zero, and the house's game
// account holds exactly what the players lost. Locking is only real on PostgreSQL (PGlite is one connection, where
// transactions queue), so the test that holds a bet open runs there only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { houseAccount, houseBalances, playerAccount, transfer } from '../../../server/domain/ledger.ts';
import { HOUSE_GAMES } from '../../../server/domain/games/seamless-wallet.ts';
import { backends, balanceOf, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

const PLAYERS = 40;
const SPINS_EACH = 3;
const FUNDS = 100_000;
const BET = 100;

describe.each(backends())('spins of many players on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const { gameApi, gameData, open } = gameCalls(() => t);
  const spin = (sessionKey: string) => gameData('lucky-sampaguita', 'play', { session: sessionKey, bet: BET });

  it.skipIf(backend === 'pglite')('lets a spin through while another player holds an uncommitted bet to the house', async () => {
    const holder = await fundedPlayer(t, FUNDS, 'hold');
    const spinner = await fundedPlayer(t, FUNDS, 'spin');
    const opened = await open(spinner.token, 'lucky-sampaguita');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let betTaken!: () => void;
    const taken = new Promise<void>((resolve) => (betTaken = resolve));
    const held = t.db.transaction().execute(async (trx) => {
      const main = (await playerAccount(trx, holder.userId))!;
      await transfer(trx, {
        fromAccountId: main.id,
        toAccountId: await houseAccount(trx, HOUSE_GAMES, t.clock.now()),
        amount: BET,
        reason: 'bet',
        idempotencyKey: `held-bet:${holder.userId}`,
        at: t.clock.now(),
      });
      betTaken();
      await released;
    });
    await taken;
    // Were the house row locked by the held bet, this spin would wait for it, and the held bet waits for the spin.
    const result = await Promise.race([spin(opened.sessionKey), new Promise((resolve) => setTimeout(() => resolve('waited'), 5_000))]);
    release();
    await held;
    expect(result).not.toBe('waited');
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it(`lets ${PLAYERS} players spin at once, and the ledger balances afterwards`, async () => {
    const housesBefore = await houseBalances(t.db, [HOUSE_GAMES]);
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const player = await fundedPlayer(t, FUNDS, 'many');
        const opened = await open(player.token, 'lucky-sampaguita');
        return { ...player, sessionKey: opened.sessionKey as string };
      }),
    );
    const nets = await Promise.all(
      players.map(async (player) => {
        let net = 0;
        for (let i = 0; i < SPINS_EACH; i += 1) {
          const result = await spin(player.sessionKey);
          net += result.win - BET;
          expect(result.balance).toBe(FUNDS + net);
        }
        return net;
      }),
    );
    for (const [i, player] of players.entries()) expect(await balanceOf(t, player.userId)).toBe(FUNDS + nets[i]!);
    const audit = await auditLedger(t.db);
    expect(audit.problems).toEqual([]);
    expect(audit.total).toBe(0);
    const housesAfter = await houseBalances(t.db, [HOUSE_GAMES]);
    const playersLost = -nets.reduce((sum, net) => sum + net, 0);
    expect(housesAfter.get(HOUSE_GAMES)! - housesBefore.get(HOUSE_GAMES)!).toBe(playersLost);
    expect(audit.houses[HOUSE_GAMES]).toBe(housesAfter.get(HOUSE_GAMES));
  });

  it.skipIf(backend === 'pglite')("takes one player's spins sent at once one at a time: no overdraft, no nonce used twice", async () => {
    const player = await fundedPlayer(t, 1_000, 'same');
    const opened = await open(player.token, 'lucky-sampaguita');
    await spin(opened.sessionKey);
    const start = await balanceOf(t, player.userId);
    // Twenty spins of ₱1 at once against a balance of about ₱9: each plays or is refused, none plays on money spent.
    const answers = await Promise.all(Array.from({ length: 20 }, () => gameApi('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: BET })));
    const played = answers.map((a) => a.json()).filter((a) => a.code === 0);
    for (const answer of answers) expect([0, 403, 409], answer.body).toContain(answer.json().code);
    expect(played.length).toBeGreaterThan(0);
    const rounds = await t.db.selectFrom('game_rounds').select(['seed_id', 'nonce', 'bet', 'win']).where('user_id', '=', player.userId).execute();
    expect(rounds).toHaveLength(played.length + 1);
    expect(new Set(rounds.map((r) => `${r.seed_id}:${r.nonce}`)).size).toBe(rounds.length);
    const net = played.reduce((sum, a) => sum + a.data.win - a.data.bet, 0);
    expect(await balanceOf(t, player.userId)).toBe(start + net);
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it.skipIf(backend === 'pglite')('never draws a round from a seed once it is revealed, when the seed is changed during spins', async () => {
    const player = await fundedPlayer(t, FUNDS, 'rot');
    const opened = await open(player.token, 'lucky-sampaguita');
    await spin(opened.sessionKey);
    const spins = Array.from({ length: 15 }, () => gameApi('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: BET }));
    const rotation = gameData('lucky-sampaguita', 'seed', { session: opened.sessionKey, clientSeed: 'changed-mid-spins' });
    const [rotated] = await Promise.all([rotation, ...spins]);
    const revealed = await t.db
      .selectFrom('game_seeds')
      .select(['id', 'nonce'])
      .where('user_id', '=', player.userId)
      .where('server_seed_hash', '=', rotated.revealed.serverSeedHash)
      .executeTakeFirstOrThrow();
    // The revealed seed's rounds are exactly those drawn before the reveal: nonces 0 to what the reveal counted.
    expect(revealed.nonce).toBe(rotated.revealed.nonces);
    const onRevealed = await t.db.selectFrom('game_rounds').select('nonce').where('seed_id', '=', revealed.id).execute();
    expect(onRevealed.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: revealed.nonce }, (_, i) => i));
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });
});
