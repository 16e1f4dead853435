// The table and arcade games through the game server: one real-money round per game moves the balance by exactly its
// net with its wallet journal and outbox; try-it rounds never touch real money; bad bodies answer 400 in words;
// Blackjack's doubles and splits take their extra stake as further debits of the round, which settles once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { HOUSE_OPENING, houseAccount, playerAccount, transfer } from '../../../server/domain/ledger.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { blackjackAction, dealHand } from '../../../server/domain/games/blackjack-rounds.ts';
import { sessionFor } from '../../../server/domain/games/launches.ts';
import { appCalls, backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const ID: Record<string, number> = {
  'punto-banco': 110,
  'blackjack-21': 111,
  'dragon-vs-tiger': 112,
  'sicbo-dice': 113,
  'plinko-drop': 120,
  'rocket-crash': 121,
  'dice-roll': 122,
  'keno-40': 123,
};

const SIC_BO = new Array<number>(29).fill(0);
SIC_BO[0] = 500;
SIC_BO[16] = 500;

/** One valid play body per instant game, and a bad one with the words its refusal must use. */
const PLAYS: [slug: string, good: Record<string, unknown>, bad: Record<string, unknown>, says: RegExp][] = [
  ['punto-banco', { stakes: { player: 0, banker: 1_000, tie: 100 } }, { stakes: { player: 0, banker: 0, tie: 0 } }, /Player, Banker or Tie/],
  ['dragon-vs-tiger', { stakes: { dragon: 1_000, tiger: 0, tie: 100 } }, { stakes: { dragon: -5, tiger: 0, tie: 0 } }, /./],
  ['sicbo-dice', { stakes: SIC_BO }, { stakes: [100] }, /29 Sic Bo bets/],
  ['plinko-drop', { bet: 1_000, rows: 16, risk: 'high' }, { bet: 1_000, rows: 10, risk: 'high' }, /8, 12 or 16 rows/],
  ['rocket-crash', { bet: 1_000, cashout: 150 }, { bet: 1_000, cashout: 100 }, /at least 1.01x/],
  ['dice-roll', { bet: 1_000, target: 4_000, side: 'over' }, { bet: 1_000, target: 9_900, side: 'over' }, /2.00 to 98.00/],
  ['keno-40', { bet: 1_000, picks: [1, 2, 3, 4, 5, 40] }, { bet: 1_000, picks: [1, 1] }, /each number once/],
];

describe.each(backends())('table and arcade games on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { data } = appCalls(() => t);
  const gameApi = (gameId: string, action: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/games/api/${gameId}/${action}`, payload: JSON.stringify(body), headers: { 'content-type': 'text/plain' } });
  const gameData = async (gameId: string, action: string, body: unknown) => {
    const response = await gameApi(gameId, action, body);
    expect(response.json().code, response.body).toBe(0);
    return response.json().data;
  };
  async function fundedPlayer(amount: number) {
    const player = await newPlayer(t, 't');
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
  async function open(token: string, slug: string, tryIt = false) {
    const started = await data('startGame', { gameId: ID[slug], tryIt }, token);
    const launch = new URL(started.url, 'http://x').searchParams.get('launch')!;
    return gameData(slug, 'open', { launch });
  }
  const journal = (roundId: string) =>
    t.db.selectFrom('game_wallet_txns').select(['kind', 'amount']).where('round_id', '=', roundId).orderBy('created_at').execute();

  it('lists the eight games, built in, in the Table and Arcade types', async () => {
    const { games } = (await t.post('/app/v1/gameList', {})).json().data;
    for (const [slug, id] of Object.entries(ID)) {
      const game = games.find((g: { id: number }) => g.id === id);
      expect(game, slug).toMatchObject({ slug, provider: 'builtin', typeId: id < 120 ? 3 : 4 });
    }
  });

  it.each(PLAYS)('%s: a real round moves the balance by its net, journals a debit and a credit, and writes the outbox', async (slug, good) => {
    const { token, userId } = await fundedPlayer(100_000);
    const opened = await open(token, slug);
    const round = await gameData(slug, 'play', { session: opened.sessionKey, ...good });
    expect(await balanceOf(userId)).toBe(100_000 - round.bet + round.win);
    expect(round.balance).toBe(100_000 - round.bet + round.win);
    expect(await journal(round.roundId)).toEqual([
      { kind: 'debit', amount: round.bet },
      { kind: 'credit', amount: round.win },
    ]);
    const outbox = await t.db.selectFrom('bet_outbox').select(['valid_bet', 'win']).where('round_id', '=', round.roundId).execute();
    expect(outbox).toEqual([{ valid_bet: round.bet, win: round.win }]);
    const verified = await gameData(slug, 'verify', {
      serverSeed: 'ab'.repeat(32),
      clientSeed: 'c',
      nonce: 1,
      ...(slug === 'plinko-drop' ? { params: { rows: 16, risk: 'high' } } : {}),
    });
    expect(verified.words).toMatch(/^[A-Z].*\.$/);
  });

  it.each(PLAYS)('%s: a try-it round plays on demo coins only, and a bad body answers 400 in words', async (slug, good, bad, says) => {
    const { token, userId } = await fundedPlayer(5_000);
    const demo = await open(token, slug, true);
    const round = await gameData(slug, 'play', { session: demo.sessionKey, ...good });
    expect(round.balance).toBe(200_000 - round.bet + round.win);
    expect(await balanceOf(userId)).toBe(5_000);
    const refused = await gameApi(slug, 'play', { session: demo.sessionKey, ...bad });
    expect(refused.json().code).toBe(400);
    expect(refused.json().msg).toMatch(says);
    expect(refused.json().msg).not.toMatch(/invalid_|expected|\[object/i);
  });

  it('Blackjack: a hand played to the end moves the balance by its net; a finished hand refuses more actions', async () => {
    const { token, userId } = await fundedPlayer(100_000);
    const opened = await open(token, 'blackjack-21');
    let hand = await gameData('blackjack-21', 'blackjack-deal', { session: opened.sessionKey, bet: 1_000 });
    if (hand.state === 'open') {
      expect(await balanceOf(userId)).toBe(99_000);
      expect(hand.dealer).toHaveLength(1);
      expect((await gameApi('blackjack-21', 'blackjack-deal', { session: opened.sessionKey, bet: 1_000 })).json().code).toBe(409);
      const state = await gameData('blackjack-21', 'state', { session: opened.sessionKey });
      expect(state.blackjack.roundId).toBe(hand.roundId);
      hand = await gameData('blackjack-21', 'blackjack-double', { session: opened.sessionKey, roundId: hand.roundId });
      expect(hand.bet).toBe(2_000);
    }
    expect(hand.state).toBe('settled');
    expect(hand.dealer.length).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(userId)).toBe(100_000 - hand.bet + hand.win);
    const kinds = (await journal(hand.roundId)).map((j) => j.kind);
    expect(kinds.filter((k) => k === 'credit')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'debit')).toHaveLength(hand.bet / 1_000);
    const again = await gameApi('blackjack-21', 'blackjack-hit', { session: opened.sessionKey, roundId: hand.roundId });
    expect(again.json().code).toBe(409);
    const outbox = await t.db.selectFrom('bet_outbox').select(['valid_bet', 'win']).where('round_id', '=', hand.roundId).execute();
    expect(outbox).toEqual([{ valid_bet: hand.bet, win: hand.win }]);
  });

  it('Blackjack: racing deals open one hand per launch, and racing stands settle it once', async () => {
    const { token, userId } = await fundedPlayer(100_000);
    const opened = await open(token, 'blackjack-21');
    const session = await sessionFor(t.db, opened.sessionKey, ID['blackjack-21']!, t.clock.now());
    // 8♠ and 8♥ against the dealer's 10♠ and 7♥: an open hand, never a blackjack.
    const rng = () => {
      const wanted = [7, 9, 20, 19];
      let i = 0;
      return () => {
        const card = wanted[i];
        const u = card === undefined ? 0.5 : (card - i + 0.5) / (312 - i);
        i += 1;
        return u;
      };
    };
    const deals = await Promise.allSettled(Array.from({ length: 8 }, () => dealHand(t.db, session, 1_000, t.clock.now(), { rng })));
    const dealt = deals.filter((d) => d.status === 'fulfilled');
    expect(dealt).toHaveLength(1);
    expect(deals.filter((d) => d.status === 'rejected').every((d) => (d as PromiseRejectedResult).reason.code === 409)).toBe(true);
    expect(await balanceOf(userId)).toBe(99_000);
    const hand = dealt[0]!.value;
    const stands = await Promise.allSettled(Array.from({ length: 5 }, () => blackjackAction(t.db, session, hand.roundId, 'stand', t.clock.now())));
    expect(stands.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
    const settled = (stands.find((d) => d.status === 'fulfilled') as PromiseFulfilledResult<typeof hand>).value;
    expect(settled.state).toBe('settled');
    expect(await balanceOf(userId)).toBe(99_000 + settled.win);
    expect((await journal(hand.roundId)).map((j) => j.kind)).toEqual(['debit', 'credit']);
  });

  it('Blackjack: a split takes a second stake, plays two hands and settles them together', async () => {
    const { token, userId } = await fundedPlayer(100_000);
    const opened = await open(token, 'blackjack-21');
    const session = await sessionFor(t.db, opened.sessionKey, ID['blackjack-21']!, t.clock.now());
    // The shoe deals 8♠, 10♠, 8♥, 7♥ (a pair of eights against a 10), then 3♠ and 2♠ to the split hands, then eights.
    const wanted = [7, 9, 20, 19, 2, 1];
    const rng = () => {
      let i = 0;
      return () => {
        const card = wanted[i];
        const size = 312 - i;
        i += 1;
        return card === undefined ? 0.5 : (card - (i - 1) + 0.5) / size;
      };
    };
    let hand = await dealHand(t.db, session, 1_000, t.clock.now(), { rng });
    expect(hand.hands[0]!.cards).toEqual([7, 20]);
    expect(hand.actions).toContain('split');
    hand = await blackjackAction(t.db, session, hand.roundId, 'split', t.clock.now());
    expect(hand.bet).toBe(2_000);
    expect(hand.hands).toHaveLength(2);
    expect(await balanceOf(userId)).toBe(98_000);
    await expect(blackjackAction(t.db, session, hand.roundId, 'split', t.clock.now())).rejects.toMatchObject({ code: 400 });
    while (hand.state === 'open') hand = await blackjackAction(t.db, session, hand.roundId, 'stand', t.clock.now());
    expect(hand.returns).toHaveLength(2);
    expect(await balanceOf(userId)).toBe(98_000 + hand.win);
    expect((await journal(hand.roundId)).map((j) => j.kind)).toEqual(['debit', 'debit', 'credit']);
  });

  it('Blackjack: try-it hands use demo coins, and a double beyond the balance is refused', async () => {
    const { token, userId } = await fundedPlayer(1_000);
    const demo = await open(token, 'blackjack-21', true);
    const hand = await gameData('blackjack-21', 'blackjack-deal', { session: demo.sessionKey, bet: 1_000 });
    expect(hand.balance).toBe(hand.state === 'open' ? 199_000 : 199_000 + hand.win);
    expect(await balanceOf(userId)).toBe(1_000);
    const real = await open(token, 'blackjack-21');
    let round = await gameData('blackjack-21', 'blackjack-deal', { session: real.sessionKey, bet: 1_000 });
    // With the whole balance on the table, a double cannot be paid for. A hand settled at once (a natural) either
    // lost it all or won: then the whole new balance is bet again, or the double could be afforded.
    for (let i = 0; i < 20 && round.state !== 'open'; i += 1) {
      if (round.win === 0) return;
      round = await gameData('blackjack-21', 'blackjack-deal', { session: real.sessionKey, bet: await balanceOf(userId) });
    }
    if (round.state !== 'open') return;
    const refused = await gameApi('blackjack-21', 'blackjack-double', { session: real.sessionKey, roundId: round.roundId });
    expect(refused.json().code).toBe(403);
    expect(refused.json().msg).toMatch(/balance/);
    expect(await balanceOf(userId)).toBe(0);
  });
});
