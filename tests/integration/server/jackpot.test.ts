// Jackpot draw: chances from deposits and valid bets (carry-over), none from try-it play, a draw's ledger moves, a
// jackpot win paying its pool and resetting it to its seed, 100 racing draws with one chance paying once, the draw
// refusal codes 1001-1004, other players' logs out of reach, the rank, the red dot and the operator command.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { applyBet, applyDeposit } from '../../../server/domain/rewards/engine.ts';
import { appCalls, backends, balanceOf, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('jackpot draw on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const { gameData, open } = gameCalls(() => t);
  const admin = (...args: string[]) => runOperatorCommand(t.db, 'jackpot', args, t.clock.now());
  let n = 0;
  const bet = (userId: number, validBet: number) =>
    t.db.transaction().execute((trx) => applyBet(trx, { userId, roundId: `jr${(n += 1)}`, gameId: 1, typeId: 1, validBet, win: 0, at: t.clock.now() }));
  const deposit = (userId: number, amount: number) =>
    t.db.transaction().execute((trx) => applyDeposit(trx, { userId, orderId: `jo${(n += 1)}`, amount, at: t.clock.now() }));
  const info = (token: string) => data('getJackpotDrawInfo', {}, token);
  const draw = (token: string) => call('receiveDrawChance', {}, token);
  /** Only `cell` can be drawn; the other cells keep their prizes at weight 0. */
  const onlyCell = async (cell: number) => {
    const prizes = await t.db.selectFrom('jackpot_prizes').selectAll().execute();
    for (const p of prizes) await admin('prize', String(p.cell), String(p.prop_id), String(p.count), p.cell === cell ? '1' : '0');
  };
  const restorePrizes = async (saved: { cell: number; prop_id: number; count: number; weight: number }[]) => {
    for (const p of saved) await admin('prize', String(p.cell), String(p.prop_id), String(p.count), String(p.weight));
  };

  it('earns a chance per ₱500 credited deposit and per ₱5,000 valid bet, carrying the rest, and says what the next one needs', async () => {
    const p = await fundedPlayer(t, 0, 'jk');
    expect(await info(p.token)).toMatchObject({ chanceSize: 0, canReceiveDrawChance: false, needDeposit: 50_000, needTyping: 500_000 });
    await deposit(p.userId, 30_000);
    expect(await info(p.token)).toMatchObject({ chanceSize: 0, needDeposit: 20_000 });
    await deposit(p.userId, 125_000); // 155,000 in all: 3 chances, 5,000 carried
    expect(await info(p.token)).toMatchObject({ chanceSize: 3, needDeposit: 45_000, canReceiveDrawChance: true });
    await bet(p.userId, 499_999);
    expect(await info(p.token)).toMatchObject({ chanceSize: 3, needTyping: 1 });
    await bet(p.userId, 1_000_001);
    expect(await info(p.token)).toMatchObject({ chanceSize: 6, needTyping: 500_000 });
    expect((await data('activityGetStatusList', {}, p.token)).canReceiveDrawChance).toBe(true);
  });

  it('try-it play earns no chance', async () => {
    const p = await fundedPlayer(t, 0, 'jd');
    await admin('set', 'bet-per-chance', '1');
    const demo = await open(p.token, 'lucky-sampaguita', true);
    expect(demo.tryIt).toBe(true);
    for (let i = 0; i < 3; i += 1) await gameData('lucky-sampaguita', 'play', { session: demo.sessionKey, bet: 1_000 });
    expect((await info(p.token)).chanceSize).toBe(0);
    // The same spins for real money do earn (one chance per centavo at this setting).
    const real = await fundedPlayer(t, 10_000, 'jreal');
    const opened = await open(real.token, 'lucky-sampaguita');
    await gameData('lucky-sampaguita', 'play', { session: opened.sessionKey, bet: 1_000 });
    expect((await info(real.token)).chanceSize).toBe(1_000);
    await admin('set', 'bet-per-chance', '500000');
  });

  it('a grid prize is paid through the ledger, spends the chance and shows in the player log only', async () => {
    const saved = await t.db.selectFrom('jackpot_prizes').selectAll().execute();
    await onlyCell(4); // ₱5 coin
    const p = await fundedPlayer(t, 0, 'jp');
    const other = await fundedPlayer(t, 0, 'jo');
    await admin('chances', p.account, '1');
    const result = (await draw(p.token)).json();
    expect(result.code, JSON.stringify(result)).toBe(0);
    expect(result.data).toMatchObject({ cell: 4, propId: 2001, count: 500, type: 1, bonus: 500, chanceSize: 0, balance: 500 });
    expect(await balanceOf(t, p.userId)).toBe(500);
    const log = await data('getPersonJackpotDrawAwardLog', { pageNum: 1 }, p.token);
    expect(log).toMatchObject({ total: 1, pages: 1 });
    expect(log.list[0]).toMatchObject({ id: result.data.id, propId: 2001, count: 500, type: 1 });
    // Another player asking for a page only ever gets their own (empty) log.
    expect(await data('getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 50 }, other.token)).toMatchObject({ list: [], total: 0 });
    expect((await call('getPersonJackpotDrawAwardLog', { pageNum: 1, userId: p.userId }, other.token)).json().data.list).toEqual([]);
    expect((await call('getPersonJackpotDrawAwardLog', { pageNum: 1 }, '')).json().code).toBe(401);
    expect((await call('getPersonJackpotDrawAwardLog', { pageNum: 0 }, p.token)).json().code).toBe(400);
    await restorePrizes(saved);
  });

  it('a jackpot win pays the pool (funded at draw time) and resets it to its seed; winners and rank show it masked', async () => {
    const saved = await t.db.selectFrom('jackpot_prizes').selectAll().execute();
    await onlyCell(3); // Mini
    const p = await fundedPlayer(t, 0, 'jackwin');
    await admin('chances', p.account, '2');
    const before = await info(p.token);
    const first = (await draw(p.token)).json().data;
    // The pool was at least its seed (₱500) plus this draw's funding (₱0.50).
    expect(first).toMatchObject({ propId: 50004, type: 2 });
    expect(first.bonus).toBe(before.miniJackpot + 50);
    const after = await info(p.token);
    expect(after.miniJackpot).toBe(50_000);
    expect(after.miniJackpotSection).toEqual({ min: 49_000, max: 50_000 });
    expect(after.jackpotWinnerList[0]).toMatchObject({
      id: first.id,
      propId: 50004,
      amountSection: 'Mini',
      count: first.bonus,
      nickname: expect.stringMatching(/^ja\*\*\*.$/),
    });
    await admin('tier', 'mini', 'share', '5000');
    const second = (await draw(p.token)).json().data;
    expect(second.bonus).toBe(Math.floor((50_000 + 50) / 2));
    expect((await info(p.token)).miniJackpot).toBe(50_000);
    expect(await balanceOf(t, p.userId)).toBe(first.bonus + second.bonus);
    const other = await fundedPlayer(t, 0, 'jr');
    const rank = await data('getJackpotRank', { pageNum: 1 }, other.token);
    expect(rank.allRank.find((r: { amount: number }) => r.amount === first.bonus + second.bonus)).toMatchObject({
      nickname: expect.stringMatching(/^ja\*\*\*.$/),
      wins: 2,
    });
    expect(rank.personRank).toBeNull();
    expect((await data('getJackpotRank', { pageNum: 1 }, p.token)).personRank).toMatchObject({ nickname: p.account.slice(0, 12), wins: 2 });
    await admin('tier', 'mini', 'share', '10000');
    await restorePrizes(saved);
  });

  it('100 parallel draws with one chance pay once', async () => {
    const p = await fundedPlayer(t, 0, 'jrace');
    await admin('chances', p.account, '1');
    const answers = await Promise.all(Array.from({ length: 100 }, () => draw(p.token)));
    const codes = answers.map((a) => a.json().code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1001)).toHaveLength(99);
    const rows = await t.db.selectFrom('jackpot_draws').select('id').where('user_id', '=', p.userId).execute();
    expect(rows).toHaveLength(1);
    expect((await info(p.token)).chanceSize).toBe(0);
  });

  it('a repeated Idempotency-Key replays the first draw instead of spending another chance; a revoked session draws nothing', async () => {
    const p = await fundedPlayer(t, 0, 'jidem');
    await admin('chances', p.account, '2');
    const first = (await call('receiveDrawChance', {}, p.token, { 'idempotency-key': 'draw-1' })).json();
    const again = (await call('receiveDrawChance', {}, p.token, { 'idempotency-key': 'draw-1' })).json();
    expect(again).toEqual(first);
    expect((await info(p.token)).chanceSize).toBe(1);
    await runOperatorCommand(t.db, 'sessions', ['revoke', p.account], t.clock.now());
    expect((await draw(p.token)).json().code).toBe(401);
    expect(await t.db.selectFrom('jackpot_chances').select('chances').where('user_id', '=', p.userId).executeTakeFirst()).toEqual({ chances: 1 });
  });

  it('refuses draws with codes 1001 (no chance), 1002 (closed), 1003 (paused), 1004 (no prize), keeping the chance', async () => {
    const p = await fundedPlayer(t, 0, 'jc');
    const refusal = async () => {
      const r = await draw(p.token);
      return { status: r.statusCode, code: r.json().code as number, msg: r.json().msg as string };
    };
    expect(await refusal()).toMatchObject({ status: 403, code: 1001, msg: expect.stringMatching(/no draw chance/) });
    await admin('chances', p.account, '1');
    await t.db.updateTable('activities').set({ enabled: false }).where('id', '=', 105).execute();
    expect(await refusal()).toMatchObject({ code: 1002 });
    expect((await data('activityGetStatusList', {}, p.token)).canReceiveDrawChance).toBe(false);
    await t.db.updateTable('activities').set({ enabled: true }).where('id', '=', 105).execute();
    await t.db
      .insertInto('play_settings')
      .values({ user_id: p.userId, timeout_until: t.clock.now() + 3_600_000, updated_at: t.clock.now() })
      .execute();
    expect(await refusal()).toMatchObject({ code: 1003, msg: expect.stringMatching(/time-out/) });
    await t.db.deleteFrom('play_settings').where('user_id', '=', p.userId).execute();
    const saved = await t.db.selectFrom('jackpot_prizes').selectAll().execute();
    for (const s of saved) await admin('prize', String(s.cell), String(s.prop_id), String(s.count), '0');
    expect(await refusal()).toMatchObject({ code: 1004 });
    await restorePrizes(saved);
    expect((await info(p.token)).chanceSize).toBe(1);
  });

  it('the operator command shows and changes the settings, refusing bad values', async () => {
    expect(await admin('show')).toMatch(/mega: pool ₱[\d.]+, seed ₱50000.00/);
    await expect(admin('tier', 'mega', 'share', '0')).rejects.toThrow(/Usage/);
    await expect(admin('set', 'spread', '9000')).rejects.toThrow(/Usage/);
    await expect(admin('prize', '11', '2001', '1', '1')).rejects.toThrow(/Usage/);
    await expect(admin('prize', '1', '777777', '1', '1')).rejects.toThrow(/Usage/);
    await expect(admin('prize', '1', '50000', '0', '1')).rejects.toThrow(/Usage/);
    await expect(admin('prize', '1', '50001', '5', '1')).rejects.toThrow(/Usage/);
    await expect(admin('prize', '1', '2001', '0', '1')).rejects.toThrow(/Usage/);
    await expect(admin('weights', '1,2,3')).rejects.toThrow(/Usage/);
    expect(await admin('weights', '1,0,0,0,0,0,0,0,0,0')).toMatch(/weights are 1, 0/);
    expect(await admin('show')).toMatch(/cell 1: prop 2001 x100, weight 1 \(100.0000%\)/);
    await admin('weights', '3000,2200,60,1800,900,5,400,1614,20,1');
    await expect(admin('chances', 'nobody-here', '1')).rejects.toThrow(/No player/);
  });
});
