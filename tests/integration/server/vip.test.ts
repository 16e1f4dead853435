// VIP and rebates: experience and levels from bets and deposits (table), level-up bonuses, the daily award across
// Manila midnight, the sign-in ladder, weekly VIP tasks, the keep-level audit, rebate accrual (table, fractions
// carried), claims, 100 racing claims, other players' data, red dots. Ledger audited after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { applyBet, applyDeposit } from '../../../server/domain/rewards/engine.ts';
import { nextManilaMidnight, nextManilaWeekStart } from '../../../contract/manila.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, balanceOf, fundPlayer, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(backends())('vip and rebates on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // Start every run at Monday 01:00 Manila, so a test's days stay inside one Manila week.
    t.clock.advance(nextManilaWeekStart(t.clock.now()) + HOUR - t.clock.now());
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const refusal = async (name: string, body: unknown, token: string) => {
    const response = await call(name, body, token);
    return { code: response.json().code as number, msg: response.json().msg as string, status: response.statusCode };
  };
  const player = async () => {
    const p = await newPlayer(t, 'v');
    return { ...p, userId: (await findUserIdByAccount(t.db, p.account))! };
  };
  let round = 0;
  const bet = (userId: number, validBet: number, typeId = 1) =>
    t.db.transaction().execute((trx) => applyBet(trx, { userId, roundId: `r${(round += 1)}`, gameId: 1, typeId, validBet, win: 0, at: t.clock.now() }));
  const deposit = (userId: number, amount: number) =>
    t.db.transaction().execute((trx) => applyDeposit(trx, { userId, orderId: `o${(round += 1)}`, amount, at: t.clock.now() }));
  const setLevel = (account: string, level: number) => runOperatorCommand(t.db, 'vip', ['set', account, String(level)], t.clock.now());
  const info = async (token: string) => (await data('getVipInfo', {}, token)).vipData;
  const flags = (token: string) => data('activityGetStatusList', {}, token);
  const fund = (userId: number, amount: number) => fundPlayer(t, userId, amount);

  // Thresholds (seed): VIP 1 at 100,000 exp, 2 at 500,000, 3 at 2,000,000, 4 at 5,000,000. 1 exp per centavo bet,
  // half per centavo deposited.
  it.each([
    { name: 'just below VIP 1', bets: [99_999], deposits: [], vip: 0, exp: 99_999 },
    { name: 'exactly the VIP 1 threshold', bets: [60_000, 40_000], deposits: [], vip: 1, exp: 100_000 },
    { name: 'one bet jumping to VIP 3', bets: [2_000_000], deposits: [], vip: 3, exp: 2_000_000 },
    { name: 'deposits at half weight', bets: [], deposits: [1_000_000], vip: 2, exp: 500_000 },
    { name: 'an odd deposit rounds down', bets: [], deposits: [199_999], vip: 0, exp: 99_999 },
    { name: 'bets and deposits together to VIP 4', bets: [4_000_000], deposits: [2_000_000], vip: 4, exp: 5_000_000 },
  ])('experience and level: $name', async ({ bets, deposits, vip, exp }) => {
    const p = await player();
    for (const amount of bets) await bet(p.userId, amount);
    for (const amount of deposits) await deposit(p.userId, amount);
    const vipData = await info(p.token);
    expect({ vip: vipData.vip, vipExp: vipData.vipExp }).toEqual({ vip, vipExp: exp });
    expect(vipData.levelUps.filter((l: { reached: boolean }) => l.reached).map((l: { level: number }) => l.level)).toEqual(
      Array.from({ length: vip }, (_, i) => i + 1),
    );
    expect(await data('refreshData', {}, p.token)).toMatchObject({ vip, vipExp: exp });
  });

  it('a real game round grows experience and accrues rebate', async () => {
    const p = await player();
    await fund(p.userId, 100_000);
    const started = await data('startGame', { gameId: 1, tryIt: false }, p.token);
    const launch = new URL(started.url, 'http://x').searchParams.get('launch')!;
    const game = (action: string, body: unknown) =>
      t.app.inject({ method: 'POST', url: `/games/api/lucky-sampaguita/${action}`, payload: JSON.stringify(body), headers: { 'content-type': 'text/plain' } });
    const opened = (await game('open', { launch })).json().data;
    for (let i = 0; i < 3; i += 1) expect((await game('play', { session: opened.sessionKey, bet: 1_000 })).json().code).toBe(0);
    expect((await info(p.token)).vipExp).toBe(3_000);
    const rebates = await data('betBonus', { type: 1 }, p.token);
    // Slots at VIP 0: 20 bp of 3,000 = 6 centavos.
    expect(rebates.list).toEqual([{ type: 1, rate: 20, validBet: 3_000, amount: 6 }]);
  });

  it('level-up bonuses: not before the level, once per level reached, several after a jump', async () => {
    const p = await player();
    expect(await refusal('receiveVipBonusUser', { level: 1 }, p.token)).toMatchObject({ code: 403, msg: 'Reach VIP 1 to claim its level-up bonus' });
    expect((await flags(p.token)).vipAwardFlag).toBe(false);
    await bet(p.userId, 500_000);
    expect((await flags(p.token)).vipAwardFlag).toBe(true);
    const before = await balanceOf(t, p.userId);
    const first = await data('receiveVipBonusUser', { level: 1 }, p.token);
    expect(first).toMatchObject({ level: 1, awards: [{ id: 2001, count: 1_000 }], balance: before + 1_000 });
    expect(await refusal('receiveVipBonusUser', { level: 1 }, p.token)).toMatchObject({ code: 403, status: 403 });
    expect((await data('receiveVipBonusUser', { level: 2 }, p.token)).balance).toBe(before + 4_000);
    expect((await refusal('receiveVipBonusUser', { level: 3 }, p.token)).code).toBe(403);
    expect((await refusal('receiveVipBonusUser', { level: 99 }, p.token)).code).toBe(404);
    expect((await refusal('receiveVipBonusUser', { level: 0 }, p.token)).code).toBe(400);
    expect(await balanceOf(t, p.userId)).toBe(before + 4_000);
    const levelUps = (await info(p.token)).levelUps.slice(0, 3);
    expect(levelUps.map((l: { claimed: boolean }) => l.claimed)).toEqual([true, true, false]);
  });

  it('daily award: refused at VIP 0, once per Manila day, again after Manila midnight; red dot follows', async () => {
    const p = await player();
    expect(await refusal('appVipUserReceiveDaily', {}, p.token)).toMatchObject({ code: 403, msg: 'VIP rewards start at VIP 1. Play to raise your level.' });
    await setLevel(p.account, 1);
    await data('receiveVipBonusUser', { level: 1 }, p.token);
    await data('appVipUserReceiveSignInAward', {}, p.token);
    expect((await flags(p.token)).vipAwardFlag).toBe(true);
    expect((await info(p.token)).daily).toEqual({ claimable: true, claimedToday: false });
    const before = await balanceOf(t, p.userId);
    const claimed = await data('appVipUserReceiveDaily', {}, p.token);
    expect(claimed).toEqual({ awards: [{ id: 2001, count: 500 }], balance: before + 500 });
    expect((await flags(p.token)).vipAwardFlag).toBe(false);
    expect((await refusal('appVipUserReceiveDaily', {}, p.token)).code).toBe(403);
    // 23:59 Manila the same day: still refused.
    t.clock.advance(nextManilaMidnight(t.clock.now()) - t.clock.now() - 60_000);
    expect((await refusal('appVipUserReceiveDaily', {}, p.token)).code).toBe(403);
    t.clock.advance(120_000);
    expect((await info(p.token)).daily).toEqual({ claimable: true, claimedToday: false });
    expect((await data('appVipUserReceiveDaily', {}, p.token)).balance).toBe(before + 1_000);
    expect(await balanceOf(t, p.userId)).toBe(before + 1_000);
  });

  it('sign-in ladder: one step a Manila day, restarting after a missed day', async () => {
    const p = await player();
    expect((await refusal('appVipUserReceiveSignInAward', {}, p.token)).code).toBe(403);
    await setLevel(p.account, 2);
    const ladder = (await info(p.token)).signIn.ladder;
    expect(ladder.map((awards: { count: number }[]) => awards[0]!.count)).toEqual([200, 400, 600, 800, 1_000, 1_200, 2_000]);
    const steps: number[] = [];
    for (let day = 0; day < 3; day += 1) {
      steps.push((await data('appVipUserReceiveSignInAward', {}, p.token)).step);
      expect((await refusal('appVipUserReceiveSignInAward', {}, p.token)).code).toBe(403);
      t.clock.advance(DAY);
    }
    expect(steps).toEqual([1, 2, 3]);
    expect((await info(p.token)).signIn).toMatchObject({ signedToday: false, step: 4 });
    t.clock.advance(DAY);
    const after = await data('appVipUserReceiveSignInAward', {}, p.token);
    expect(after).toMatchObject({ step: 1, awards: [{ id: 2001, count: 200 }] });
    const log = await t.db.selectFrom('award_log').select('count').where('user_id', '=', p.userId).where('source', '=', 'vip-signin').execute();
    expect(log.map((r) => r.count)).toEqual([200, 400, 600, 200]);
  });

  it('VIP tasks: progress from the week, claim once when complete, only at their level; red dot follows', async () => {
    t.clock.advance(nextManilaWeekStart(t.clock.now()) + HOUR - t.clock.now());
    const p = await player();
    await setLevel(p.account, 1);
    await bet(p.userId, 150_000);
    let tasks = (await info(p.token)).tasks;
    expect(tasks).toEqual([
      { id: 11, kind: 'bet', target: 200_000, progress: 150_000, awards: [{ id: 2001, count: 1_000 }], claimed: false },
      {
        id: 12,
        kind: 'deposit',
        target: 50_000,
        progress: 0,
        awards: [
          { id: 2001, count: 500 },
          { id: 2002, count: 10 },
        ],
        claimed: false,
      },
    ]);
    expect(await refusal('receiveVipTaskAndBonus', { id: 11 }, p.token)).toMatchObject({ code: 403, msg: 'Complete this task before claiming it' });
    expect((await flags(p.token)).vipTaskFlag).toBe(false);
    await bet(p.userId, 50_000);
    expect((await flags(p.token)).vipTaskFlag).toBe(true);
    const before = await balanceOf(t, p.userId);
    expect((await data('receiveVipTaskAndBonus', { id: 11 }, p.token)).balance).toBe(before + 1_000);
    expect((await refusal('receiveVipTaskAndBonus', { id: 11 }, p.token)).code).toBe(403);
    expect((await flags(p.token)).vipTaskFlag).toBe(false);
    expect((await refusal('receiveVipTaskAndBonus', { id: 21 }, p.token)).msg).toBe('This task is for VIP 2 players');
    expect((await refusal('receiveVipTaskAndBonus', { id: 999 }, p.token)).code).toBe(404);
    await deposit(p.userId, 50_000);
    await data('receiveVipTaskAndBonus', { id: 12 }, p.token);
    const points = await t.db.selectFrom('player_props').select('count').where('user_id', '=', p.userId).where('prop_id', '=', 2002).executeTakeFirst();
    expect(points?.count).toBe(10);
    // A new Manila week starts the progress again.
    t.clock.advance(nextManilaWeekStart(t.clock.now()) - t.clock.now());
    tasks = (await info(p.token)).tasks;
    expect(tasks.map((task: { progress: number; claimed: boolean }) => [task.progress, task.claimed])).toEqual([
      [0, false],
      [0, false],
    ]);
    expect(await balanceOf(t, p.userId)).toBe(before + 1_500);
  });

  it('keep-level audit: the month wagered against the level betLimit, no demotion', async () => {
    const p = await player();
    expect(await data('getVipLevelAudit', {}, p.token)).toMatchObject({ vip: 0, betLimit: 0, kept: true });
    await setLevel(p.account, 2);
    await bet(p.userId, 150_000);
    const audit = await data('getVipLevelAudit', {}, p.token);
    expect(audit).toMatchObject({ vip: 2, betLimit: 200_000, wagered: 150_000, remaining: 50_000, kept: false });
    expect(audit.month).toMatch(/^\d{4}-\d{2}$/);
    expect(audit.monthEndsAt).toBeGreaterThan(t.clock.now());
    t.clock.advance(audit.monthEndsAt - t.clock.now());
    expect(await data('getVipLevelAudit', {}, p.token)).toMatchObject({ vip: 2, wagered: 0, remaining: 200_000 });
  });

  // Rates (seed, basis points): type 1 and 2: 20 + 5 x level; type 3: 10 + 3 x level; type 4: 20 + 5 x level; type 5: 10 + 2 x level.
  it.each([
    { name: 'slots at VIP 0', level: 0, type: 1, bets: [12_345], rate: 20, amount: 24, units: 6_900 },
    { name: 'fractions carry to the next bet', level: 0, type: 1, bets: [12_345, 1_555], rate: 20, amount: 27, units: 8_000 },
    { name: 'table games at VIP 3', level: 3, type: 3, bets: [100_000], rate: 19, amount: 190, units: 0 },
    { name: 'live games at VIP 2, under a centavo', level: 2, type: 5, bets: [333], rate: 14, amount: 0, units: 4_662 },
    { name: 'live games at VIP 2, fractions adding up', level: 2, type: 5, bets: [333, 7_000], rate: 14, amount: 10, units: 2_662 },
  ])('rebate amounts: $name', async ({ level, type, bets, rate, amount, units }) => {
    const p = await player();
    await setLevel(p.account, level);
    for (const b of bets) await bet(p.userId, b, type);
    const validBet = bets.reduce((s, b) => s + b, 0);
    const answer = await data('betBonus', { type }, p.token);
    expect(answer).toEqual({ list: [{ type, rate, validBet, amount }], total: amount });
    const before = await balanceOf(t, p.userId);
    if (amount === 0) {
      expect(await refusal('betBonusByTypeReceive', { type }, p.token)).toMatchObject({
        code: 403,
        msg: 'There is no rebate to claim yet. Rebates build up as you play.',
      });
    } else {
      const claim = await data('betBonusByTypeReceive', { type }, p.token);
      expect(claim).toEqual({ amount, awards: [{ id: 2001, count: amount }], balance: before + amount, list: [{ type, amount }] });
    }
    const row = await t.db.selectFrom('rebate_accruals').select('units').where('user_id', '=', p.userId).where('type_id', '=', type).executeTakeFirstOrThrow();
    expect(row.units).toBe(units);
    expect(await balanceOf(t, p.userId)).toBe(before + amount);
  });

  it('rebate uses the level held when the bet was placed; claim all pays every type and logs newest first', async () => {
    const p = await player();
    await bet(p.userId, 100_000, 1); // VIP 0 rate 20 bp = 200, and this bet lifts the player to VIP 1
    await bet(p.userId, 100_000, 3); // VIP 1 rate 13 bp = 130
    const list = await data('betBonus', {}, p.token);
    expect(list.list.map((r: { type: number; rate: number; amount: number }) => [r.type, r.rate, r.amount])).toEqual([
      [1, 25, 200],
      [2, 25, 0],
      [3, 13, 130],
      [4, 25, 0],
      [5, 12, 0],
    ]);
    expect(list.total).toBe(330);
    const before = await balanceOf(t, p.userId);
    const claim = await data('betBonusReceive', {}, p.token);
    expect(claim).toMatchObject({
      amount: 330,
      balance: before + 330,
      list: [
        { type: 1, amount: 200 },
        { type: 3, amount: 130 },
      ],
    });
    expect((await refusal('betBonusReceive', {}, p.token)).code).toBe(403);
    t.clock.advance(1_000);
    await bet(p.userId, 10_000, 1);
    await data('betBonusReceive', {}, p.token);
    const log = await data('betBonusLog', { page: 1 }, p.token);
    expect(log).toMatchObject({ total: 3, hasMore: false, page: 1 });
    expect(log.list.map((r: { type: number; amount: number; validBet: number }) => [r.type, r.amount, r.validBet])).toEqual([
      [1, 25, 10_000],
      [3, 130, 100_000],
      [1, 200, 100_000],
    ]);
    expect((await data('betBonus', {}, p.token)).total).toBe(0);
  });

  it("another player's rebates, log and bonuses are not reachable", async () => {
    const a = await player();
    const b = await player();
    await bet(a.userId, 600_000, 1);
    await data('betBonusReceive', {}, a.token);
    await bet(a.userId, 50_000, 1);
    expect((await data('betBonusLog', {}, b.token)).total).toBe(0);
    expect((await data('betBonus', {}, b.token)).total).toBe(0);
    expect((await refusal('betBonusReceive', {}, b.token)).code).toBe(403);
    expect((await refusal('betBonusByTypeReceive', { type: 1 }, b.token)).code).toBe(403);
    expect((await refusal('receiveVipBonusUser', { level: 1 }, b.token)).code).toBe(403);
    expect((await refusal('appVipUserReceiveDaily', {}, b.token)).code).toBe(403);
    expect(await balanceOf(t, b.userId)).toBe(0);
    expect((await data('betBonus', { type: 1 }, a.token)).list[0].amount).toBeGreaterThan(0);
    expect((await refusal('getVipInfo', {}, '')).code).toBe(401);
  });

  it('100 parallel daily claims credit once', async () => {
    const p = await player();
    await setLevel(p.account, 3);
    const before = await balanceOf(t, p.userId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('appVipUserReceiveDaily', {}, p.token)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0 && c !== 403)).toEqual([]);
    expect(await balanceOf(t, p.userId)).toBe(before + 2_000);
  });

  it('100 parallel rebate claims credit once', async () => {
    const p = await player();
    await bet(p.userId, 77_777, 2); // 20 bp: 1,555,540 units -> 155 centavos paid, 5,540 units kept
    const before = await balanceOf(t, p.userId);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? call('betBonusReceive', {}, p.token) : call('betBonusByTypeReceive', { type: 2 }, p.token))),
    );
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0 && c !== 403)).toEqual([]);
    expect(await balanceOf(t, p.userId)).toBe(before + 155);
    expect((await data('betBonusLog', {}, p.token)).total).toBe(1);
  });

  it('an Idempotency-Key replays the first claim answer', async () => {
    const p = await player();
    await setLevel(p.account, 1);
    const headers = { 'idempotency-key': `k-${p.userId}` };
    const first = await call('receiveVipBonusUser', { level: 1 }, p.token, headers);
    const again = await call('receiveVipBonusUser', { level: 1 }, p.token, headers);
    expect(first.json().code).toBe(0);
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(t, p.userId)).toBe(1_000);
  });

  it("the operator's vip set raises and lowers a level with experience kept consistent", async () => {
    const p = await player();
    expect(await setLevel(p.account, 3)).toBe(`${p.account} is VIP 3 with 2000000 experience`);
    expect(await setLevel(p.account, 1)).toBe(`${p.account} is VIP 1 with 100000 experience`);
    await bet(p.userId, 1);
    expect(await info(p.token)).toMatchObject({ vip: 1, vipExp: 100_001 });
    await expect(setLevel(p.account, 42)).rejects.toThrow('There is no VIP level 42');
    await expect(runOperatorCommand(t.db, 'vip', ['set', p.account], 0)).rejects.toThrow('Usage');
  });
});
