// Tasks, points and liveness: progress from log-ins, deposits, bets on built-in games and invites; claiming once (also
// 100 racing claims); the Manila day and week resets on a moved clock; finishTask only for app-reported tasks; other
// players' progress; red dots; the points exchange's maths, limits, idempotency and races. Ledger audited after each.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
process.env.SANDBOX_PAY_SECRET = 'test-sandbox-secret';
import { writeConfigValue } from '../../../server/domain/app-config.ts';
import { grantAwards } from '../../../server/domain/awards.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { signNotification } from '../../../server/domain/payments/sandbox.ts';
import { startTimeOut } from '../../../server/domain/play-limits.ts';
import { nextManilaMidnight, nextManilaWeekStart } from '../../../contract/manila.ts';
import { periodKey } from '../../../server/domain/rewards/tasks.ts';
import { appCalls, backends, balanceOf, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

const GCASH = 1;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TASK = { login: 1, bet100: 2, slots10: 3, deposit: 4, inbox: 5, loginWeek: 11, betWeek: 12, colorGame: 13, invite: 14, depositWeek: 15 };

interface TaskView {
  id: number;
  kind: string;
  progress: number;
  goal: number;
  state: string;
  resetsAt: number;
  unit: string;
  awards: { id: number; count: number }[];
}

describe.each(backends())('tasks and points on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const player = (amount = 0) => fundedPlayer(t, amount, 't');
  const logIn = (token: string) => data('getAfterLoginInfoWeb', { version: '1', os: 'web' }, token);
  const tasks = async (token: string) => data('getTaskUser', {}, token);
  const taskOf = async (token: string, id: number): Promise<TaskView> => (await tasks(token)).list.find((x: TaskView) => x.id === id);
  /** Moves the test clock forward to `at` (never back: sessions and rounds were made at earlier times). */
  const moveTo = (at: number) => {
    expect(at).toBeGreaterThanOrEqual(t.clock.now());
    t.clock.advance(at - t.clock.now());
  };

  const { gameApi } = gameCalls(() => t);
  async function open(token: string, gameId: number, slug: string): Promise<string> {
    const started = await data('startGame', { gameId }, token);
    const launch = new URL(started.url, 'http://x').searchParams.get('launch')!;
    const opened = await gameApi(slug, 'open', { launch });
    expect(opened.json().code, opened.body).toBe(0);
    return opened.json().data.sessionKey;
  }
  async function spin(session: string, bet: number) {
    const r = await gameApi('lucky-sampaguita', 'play', { session, bet });
    expect(r.json().code, r.body).toBe(0);
  }
  async function deposit(token: string, amount: number) {
    const order = await data('createDepositOrder', { rechargeTypeId: GCASH, amount }, token);
    const response = await t.app.inject({
      method: 'POST',
      url: '/pay/sandbox/callback',
      payload: signNotification({ orderId: order.orderId, status: 'paid', amount }, t.clock.now()),
    });
    expect(response.json().data.outcome, response.body).toBe('credited');
  }
  const givePoints = (userId: number, count: number, reference: string) =>
    t.db.transaction().execute((trx) => grantAwards(trx, userId, [{ id: 2002, count }], { source: 'mail', reference, now: t.clock.now() }));

  it('lists daily and weekly tasks in progress with goals, awards and the Manila reset times', async () => {
    const p = await player();
    const answer = await tasks(p.token);
    expect(answer.points).toBe(0);
    expect(answer.liveness).toBe(0);
    const daily = answer.list.filter((x: TaskView) => x.kind === 'daily');
    const weekly = answer.list.filter((x: TaskView) => x.kind === 'weekly');
    expect(daily.length).toBeGreaterThanOrEqual(5);
    expect(weekly.length).toBeGreaterThanOrEqual(4);
    expect(answer.list.every((x: TaskView) => x.state === 'in-progress' && x.progress === 0)).toBe(true);
    expect(daily[0].resetsAt).toBe(nextManilaMidnight(t.clock.now()));
    expect(weekly[0].resetsAt).toBe(nextManilaWeekStart(t.clock.now()));
    const bet = answer.list.find((x: TaskView) => x.id === TASK.bet100);
    expect(bet).toMatchObject({ unit: 'money', goal: 10_000 });
    expect(bet.awards.map((a: { id: number }) => a.id)).toEqual([2001, 2002, 4001]);
  });

  it('counts a log-in once per Manila day for the daily and weekly log-in tasks', async () => {
    moveTo(nextManilaWeekStart(t.clock.now()) + 10 * HOUR); // Monday 10:00 Manila: the next two days stay in this week
    const p = await player();
    await logIn(p.token);
    await logIn(p.token);
    expect(await taskOf(p.token, TASK.login)).toMatchObject({ progress: 1, state: 'complete' });
    expect(await taskOf(p.token, TASK.loginWeek)).toMatchObject({ progress: 1, state: 'in-progress' });
    t.clock.advance(DAY);
    await logIn(p.token);
    await logIn(p.token);
    expect(await taskOf(p.token, TASK.loginWeek)).toMatchObject({ progress: 2, goal: 5 });
  });

  it('moves deposit tasks by count and amount from a credited sandbox deposit', async () => {
    const p = await player();
    await deposit(p.token, 30_000);
    expect(await taskOf(p.token, TASK.deposit)).toMatchObject({ state: 'complete', progress: 1 });
    expect(await taskOf(p.token, TASK.depositWeek)).toMatchObject({ state: 'in-progress', progress: 30_000 });
    await deposit(p.token, 30_000);
    expect(await taskOf(p.token, TASK.depositWeek)).toMatchObject({ state: 'complete', progress: 50_000 });
  });

  it('moves bet-amount and slot-round tasks from real slot spins, and Color Game rounds only for the Color Game task', async () => {
    const p = await player(100_000);
    const slots = await open(p.token, 1, 'lucky-sampaguita');
    for (let i = 0; i < 9; i += 1) await spin(slots, 1_000);
    expect(await taskOf(p.token, TASK.slots10)).toMatchObject({ progress: 9, state: 'in-progress' });
    expect(await taskOf(p.token, TASK.bet100)).toMatchObject({ progress: 9_000, state: 'in-progress' });
    await spin(slots, 1_000);
    expect(await taskOf(p.token, TASK.slots10)).toMatchObject({ progress: 10, state: 'complete' });
    expect(await taskOf(p.token, TASK.bet100)).toMatchObject({ progress: 10_000, state: 'complete' });
    expect(await taskOf(p.token, TASK.betWeek)).toMatchObject({ progress: 10_000, state: 'in-progress' });
    expect(await taskOf(p.token, TASK.colorGame)).toMatchObject({ progress: 0 });

    await data('exitGame', { gameId: 1 }, p.token);
    const color = await open(p.token, 2, 'color-game');
    const round = await gameApi('color-game', 'play', { session: color, stakes: [500, 0, 0, 0, 0, 0] });
    expect(round.json().code, round.body).toBe(0);
    expect(await taskOf(p.token, TASK.colorGame)).toMatchObject({ progress: 1, goal: 30 });
    expect(await taskOf(p.token, TASK.betWeek)).toMatchObject({ progress: 10_500 });
    expect(await taskOf(p.token, TASK.slots10)).toMatchObject({ progress: 10 });
  });

  it("counts an invite at the friend's first credited deposit, once (agentFill or sign-up with pid), never a missing inviter", async () => {
    const inviter = await player();
    const friend = await player();
    await data('agentFill', { pid: inviter.userId }, friend.token);
    // Binding alone counts nothing: throwaway accounts would farm it.
    expect(await taskOf(inviter.token, TASK.invite)).toMatchObject({ progress: 0 });
    await deposit(friend.token, 10_000);
    expect(await taskOf(inviter.token, TASK.invite)).toMatchObject({ progress: 1, state: 'complete' });
    expect(await taskOf(friend.token, TASK.invite)).toMatchObject({ progress: 0 });

    const other = await player();
    const account = `tf${Date.now() % 1e9}`;
    const signUp = await t.post('/app/v1/accountRegist', { account, password: 'secret123', confirmNotice: true, pid: other.userId });
    expect(signUp.json().code, signUp.body).toBe(0);
    expect(await taskOf(other.token, TASK.invite)).toMatchObject({ progress: 0 });
    const invitee = signUp.json().data.token as string;
    await deposit(invitee, 10_000);
    expect(await taskOf(other.token, TASK.invite)).toMatchObject({ progress: 1 });
    await deposit(invitee, 10_000);
    expect(await taskOf(other.token, TASK.invite)).toMatchObject({ progress: 1 });

    // A player who deposited before binding an inviter counts at the binding, once.
    const late = await player();
    const depositor = await player();
    await deposit(depositor.token, 10_000);
    await data('agentFill', { pid: late.userId }, depositor.token);
    expect(await taskOf(late.token, TASK.invite)).toMatchObject({ progress: 1 });
    await deposit(depositor.token, 10_000);
    expect(await taskOf(late.token, TASK.invite)).toMatchObject({ progress: 1 });

    const ghost = await t.post('/app/v1/accountRegist', { account: `tg${Date.now() % 1e9}`, password: 'secret123', confirmNotice: true, pid: 99_999_999 });
    expect(ghost.statusCode).toBeLessThan(500);
    await deposit(ghost.json().data.token, 10_000);
  });

  it('claims a complete task once: coin through the ledger, points and liveness counted; a repeat pays nothing', async () => {
    const p = await player();
    await logIn(p.token);
    const before = await balanceOf(t, p.userId);
    const first = await data('receiveTaskAward', { id: TASK.login }, p.token);
    expect(first).toMatchObject({ id: TASK.login, alreadyClaimed: false, points: 10, liveness: 10, balance: before });
    expect(first.awards).toEqual([
      { id: 2002, count: 10 },
      { id: 4001, count: 10 },
    ]);
    const again = await data('receiveTaskAward', { id: TASK.login }, p.token);
    expect(again).toMatchObject({ alreadyClaimed: true, points: 10, liveness: 10 });
    expect(await taskOf(p.token, TASK.login)).toMatchObject({ state: 'claimed' });
    const listed = await tasks(p.token);
    expect(listed).toMatchObject({ points: 10, liveness: 10 });

    const notDone = await call('receiveTaskAward', { id: TASK.deposit }, p.token);
    expect(notDone.statusCode).toBe(403);
    expect(notDone.json().msg).toMatch(/Finish this task first/);
    expect((await call('receiveTaskAward', { id: 999 }, p.token)).json().code).toBe(404);
  });

  it('pays 100 parallel claims of one task once', async () => {
    const p = await player(100_000);
    const slots = await open(p.token, 1, 'lucky-sampaguita');
    await spin(slots, 10_000);
    expect(await taskOf(p.token, TASK.bet100)).toMatchObject({ state: 'complete' });
    const before = await balanceOf(t, p.userId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('receiveTaskAward', { id: TASK.bet100 }, p.token)));
    const bodies = answers.map((a) => a.json());
    expect(bodies.every((b) => b.code === 0)).toBe(true);
    expect(bodies.filter((b) => !b.data.alreadyClaimed)).toHaveLength(1);
    expect(await balanceOf(t, p.userId)).toBe(before + 500);
    const logged = await t.db
      .selectFrom('award_log')
      .select(['prop_id', 'count'])
      .where('user_id', '=', p.userId)
      .where('source', '=', 'task')
      .orderBy('prop_id')
      .execute();
    expect(logged).toEqual([
      { prop_id: 2001, count: 500 },
      { prop_id: 2002, count: 20 },
      { prop_id: 4001, count: 20 },
    ]);
  });

  it('finishes only app-reported tasks: finishTask refuses server-driven ones and unknown ids', async () => {
    const p = await player();
    const done = await data('finishTask', { id: TASK.inbox }, p.token);
    expect(done).toMatchObject({ id: TASK.inbox, state: 'complete', progress: 1, clientCompletable: true });
    const refused = await call('finishTask', { id: TASK.bet100 }, p.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toMatch(/cannot be marked done/);
    expect(await taskOf(p.token, TASK.bet100)).toMatchObject({ state: 'in-progress', progress: 0 });
    expect((await call('finishTask', { id: TASK.login }, p.token)).statusCode).toBe(403);
    expect((await call('finishTask', { id: 4242 }, p.token)).statusCode).toBe(404);
    expect((await call('finishTask', { id: 'x' }, p.token)).statusCode).toBe(400);
  });

  it("never touches another player's progress: each player claims only their own complete task", async () => {
    const a = await player();
    const b = await player();
    await data('finishTask', { id: TASK.inbox }, a.token);
    expect((await call('receiveTaskAward', { id: TASK.inbox }, b.token)).statusCode).toBe(403);
    expect(await taskOf(a.token, TASK.inbox)).toMatchObject({ state: 'complete' });
    await data('receiveTaskAward', { id: TASK.inbox }, a.token);
    expect((await data('getExchange', {}, b.token)).history).toEqual([]);
    expect((await data('getExchange', {}, a.token)).points).toBe(10);
  });

  it('starts daily tasks fresh at Manila midnight (16:00 UTC) and a complete unclaimed one cannot be claimed after', async () => {
    const p = await player();
    moveTo(nextManilaMidnight(t.clock.now()) - 1_000); // 15:59:59 UTC
    await data('finishTask', { id: TASK.inbox }, p.token);
    expect(await taskOf(p.token, TASK.inbox)).toMatchObject({ state: 'complete', progress: 1 });
    t.clock.advance(1_000); // 16:00:00 UTC: a new Manila day
    const fresh = await taskOf(p.token, TASK.inbox);
    expect(fresh).toMatchObject({ state: 'in-progress', progress: 0 });
    expect(fresh.resetsAt).toBe(t.clock.now() + DAY);
    expect((await call('receiveTaskAward', { id: TASK.inbox }, p.token)).statusCode).toBe(403);
  });

  it('starts weekly tasks fresh on Monday 00:00 Manila, not at a daily reset', async () => {
    const p = await player();
    moveTo(nextManilaWeekStart(t.clock.now()) - DAY - 1_000); // Saturday 23:59:59 Manila
    await logIn(p.token);
    t.clock.advance(1_000); // Sunday: same ISO week
    await logIn(p.token);
    expect(await taskOf(p.token, TASK.loginWeek)).toMatchObject({ progress: 2 });
    t.clock.advance(DAY - 1_000); // Sunday 23:59:59 Manila
    expect(await taskOf(p.token, TASK.loginWeek)).toMatchObject({ progress: 2 });
    t.clock.advance(1_000); // Monday 00:00 Manila
    expect(await taskOf(p.token, TASK.loginWeek)).toMatchObject({ progress: 0, state: 'in-progress' });
  });

  it('sets the red dots: hasTask while a daily task is unclaimed, taskAwardFlag while a complete one waits', async () => {
    const p = await player();
    expect(await data('activityGetStatusList', {}, p.token)).toMatchObject({ hasTask: true, taskAwardFlag: false });
    await data('finishTask', { id: TASK.inbox }, p.token);
    expect(await data('activityGetStatusList', {}, p.token)).toMatchObject({ hasTask: true, taskAwardFlag: true });
    await data('receiveTaskAward', { id: TASK.inbox }, p.token);
    expect(await data('activityGetStatusList', {}, p.token)).toMatchObject({ taskAwardFlag: false });
  });

  it('gates tasks by VIP level and userLevel (SPEC section 6): progress counts, the claim and the dots wait for the gate', async () => {
    const DEPOSIT_1000 = 21; // needs userLevel 1: a verified mobile number
    const HIGH_ROLLER = 22; // needs VIP 2
    const p = await player();
    expect(await taskOf(p.token, DEPOSIT_1000)).toMatchObject({ locked: true, minUserLevel: 1, minVip: 0 });
    expect(await taskOf(p.token, HIGH_ROLLER)).toMatchObject({ locked: true, minVip: 2 });
    expect((await data('refreshData', {}, p.token)).userLevel).toBe(0);
    await deposit(p.token, 100_000);
    expect(await taskOf(p.token, DEPOSIT_1000)).toMatchObject({ state: 'complete', locked: true });
    const refused = await call('receiveTaskAward', { id: DEPOSIT_1000 }, p.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Verify your mobile number to claim this reward');

    // A complete task the gate closes does not light the claim dot; it does once the gate opens.
    const q = await player();
    await t.db
      .insertInto('task_progress')
      .values({
        user_id: q.userId,
        task_id: DEPOSIT_1000,
        period_key: periodKey('weekly', t.clock.now()),
        progress: 100_000,
        completed_at: t.clock.now(),
        claimed_at: null,
      })
      .execute();
    expect(await data('activityGetStatusList', {}, q.token)).toMatchObject({ taskAwardFlag: false });
    await t.db.updateTable('users').set({ mobile: '+639171234568' }).where('id', '=', q.userId).execute();
    expect(await data('activityGetStatusList', {}, q.token)).toMatchObject({ taskAwardFlag: true });

    await t.db.updateTable('users').set({ mobile: '+639171234567' }).where('id', '=', p.userId).execute();
    expect((await data('refreshData', {}, p.token)).userLevel).toBe(1);
    expect(await taskOf(p.token, DEPOSIT_1000)).toMatchObject({ locked: false });
    const before = await balanceOf(t, p.userId);
    await data('receiveTaskAward', { id: DEPOSIT_1000 }, p.token);
    expect(await balanceOf(t, p.userId)).toBe(before + 2_000);

    const refusedVip = await call('receiveTaskAward', { id: HIGH_ROLLER }, p.token);
    expect(refusedVip.json().msg).toBe('Reach VIP 2 to claim this reward');
    await t.db.updateTable('users').set({ vip: 2 }).where('id', '=', p.userId).execute();
    expect(await taskOf(p.token, HIGH_ROLLER)).toMatchObject({ locked: false, state: 'in-progress' });
  });

  it('refuses a claim during a responsible-play time-out', async () => {
    const p = await player();
    await data('finishTask', { id: TASK.inbox }, p.token);
    await t.db.transaction().execute((trx) => startTimeOut(trx, p.userId, 24, t.clock.now()));
    const refused = await call('receiveTaskAward', { id: TASK.inbox }, p.token);
    expect(refused.statusCode).toBe(403);
    expect(await taskOf(p.token, TASK.inbox)).toMatchObject({ state: 'complete' });
  });

  describe('liveness chests', () => {
    const giveLiveness = (userId: number, count: number, reference: string) =>
      t.db.transaction().execute((trx) => grantAwards(trx, userId, [{ id: 4001, count }], { source: 'mail', reference, now: t.clock.now() }));
    const chestsOf = async (token: string) => {
      const answer = await tasks(token);
      return { today: answer.livenessToday as number, states: answer.chests.map((c: { at: number; state: string }) => `${c.at}:${c.state}`) };
    };

    it("opens chests at the day's liveness marks, pays each once, and counts task liveness", async () => {
      const p = await player();
      moveTo(nextManilaMidnight(t.clock.now()) + HOUR); // 01:00 Manila: the whole day ahead
      await data('finishTask', { id: TASK.inbox }, p.token);
      const claimed = await data('receiveTaskAward', { id: TASK.inbox }, p.token);
      expect(claimed.livenessToday).toBe(10);
      expect(await chestsOf(p.token)).toEqual({ today: 10, states: ['50:locked', '100:locked', '150:locked'] });
      const locked = await call('receiveLivenessChest', { at: 50 }, p.token);
      expect(locked.json()).toMatchObject({ code: 403, msg: 'Earn 50 liveness today to open this chest' });
      expect((await data('activityGetStatusList', {}, p.token)).taskAwardFlag).toBe(false);

      await giveLiveness(p.userId, 95, `live-${p.userId}`);
      expect(await chestsOf(p.token)).toEqual({ today: 105, states: ['50:open', '100:open', '150:locked'] });
      expect((await data('activityGetStatusList', {}, p.token)).taskAwardFlag).toBe(true);
      const before = await balanceOf(t, p.userId);
      const chest = await data('receiveLivenessChest', { at: 50 }, p.token);
      expect(chest).toMatchObject({ at: 50, alreadyClaimed: false, balance: before + 300, points: 30 });
      expect(chest.awards).toEqual([
        { id: 2001, count: 300 },
        { id: 2002, count: 20 },
      ]);
      expect(await data('receiveLivenessChest', { at: 50 }, p.token)).toMatchObject({ alreadyClaimed: true, balance: before + 300 });
      expect(await chestsOf(p.token)).toEqual({ today: 105, states: ['50:claimed', '100:open', '150:locked'] });
      expect((await call('receiveLivenessChest', { at: 75 }, p.token)).json().code).toBe(404);

      const racing = await Promise.all(Array.from({ length: 100 }, () => call('receiveLivenessChest', { at: 100 }, p.token)));
      const bodies = racing.map((r) => r.json());
      expect(bodies.every((b) => b.code === 0)).toBe(true);
      expect(bodies.filter((b) => !b.data.alreadyClaimed)).toHaveLength(1);
      expect(await balanceOf(t, p.userId)).toBe(before + 300 + 800);
      expect((await data('activityGetStatusList', {}, p.token)).taskAwardFlag).toBe(false);
    });

    it("starts each Manila day's liveness and chests afresh", async () => {
      const p = await player();
      moveTo(nextManilaMidnight(t.clock.now()) - 2_000);
      await giveLiveness(p.userId, 60, `late-${p.userId}`);
      expect(await chestsOf(p.token)).toMatchObject({ today: 60, states: ['50:open', '100:locked', '150:locked'] });
      await data('receiveLivenessChest', { at: 50 }, p.token);
      t.clock.advance(2_000); // 16:00 UTC: a new Manila day
      expect(await chestsOf(p.token)).toEqual({ today: 0, states: ['50:locked', '100:locked', '150:locked'] });
      expect((await call('receiveLivenessChest', { at: 50 }, p.token)).statusCode).toBe(403);
      expect((await tasks(p.token)).liveness).toBe(60);
    });
  });

  describe('points exchange', () => {
    it('shows the balance, rate, bounds and history; exchanges by the rate through the ledger', async () => {
      const p = await player();
      await givePoints(p.userId, 1_000, `gift-${p.userId}`);
      const info = await data('getExchange', {}, p.token);
      expect(info).toMatchObject({ points: 1_000, pointsPerPeso: 100, minPoints: 100, maxPoints: 100_000, hasMore: false });
      expect(info.history).toMatchObject([{ points: 1_000, source: 'mail', coin: 0 }]);
      const before = await balanceOf(t, p.userId);
      t.clock.advance(1_000);
      const done = await data('exchange', { points: 250 }, p.token);
      expect(done).toEqual({ points: 250, coin: 250, balance: before + 250, pointsLeft: 750 });
      expect(await balanceOf(t, p.userId)).toBe(before + 250);
      const after = await data('getExchange', {}, p.token);
      expect(after.points).toBe(750);
      expect(after.history.map((h: { points: number; coin: number; source: string }) => [h.points, h.coin, h.source])).toEqual([
        [-250, 250, 'points-exchange'],
        [1_000, 0, 'mail'],
      ]);
    });

    it('refuses below the minimum, above the maximum and more than held, with clear messages and nothing moved', async () => {
      const p = await player();
      await givePoints(p.userId, 500, `gift-${p.userId}`);
      const before = await balanceOf(t, p.userId);
      const low = await call('exchange', { points: 50 }, p.token);
      expect(low.json()).toMatchObject({ code: 400, msg: 'The minimum exchange is 100 points' });
      const high = await call('exchange', { points: 100_001 }, p.token);
      expect(high.json()).toMatchObject({ code: 400, msg: 'The maximum exchange is 100000 points at a time' });
      const more = await call('exchange', { points: 600 }, p.token);
      expect(more.json()).toMatchObject({ code: 403, msg: 'You have 500 points, not enough to exchange 600' });
      expect((await call('exchange', { points: -5 }, p.token)).json().code).toBe(400);
      expect(await balanceOf(t, p.userId)).toBe(before);
      expect((await data('getExchange', {}, p.token)).points).toBe(500);
    });

    it('follows the configured rate and refuses amounts that would leave a fraction of a centavo', async () => {
      const p = await player();
      await givePoints(p.userId, 1_000, `gift-${p.userId}`);
      await writeConfigValue(t.db, 'pointsPerPeso', 300);
      try {
        const odd = await call('exchange', { points: 200 }, p.token);
        expect(odd.json()).toMatchObject({ code: 400, msg: 'Exchange a multiple of 3 points' });
        expect(await data('exchange', { points: 300 }, p.token)).toMatchObject({ coin: 100, pointsLeft: 700 });
      } finally {
        await writeConfigValue(t.db, 'pointsPerPeso', 100);
      }
    });

    it('applies one Idempotency-Key once and never spends more points than held under 100 racing exchanges', async () => {
      const p = await player();
      await givePoints(p.userId, 1_000, `gift-${p.userId}`);
      const before = await balanceOf(t, p.userId);
      const headers = { 'idempotency-key': `ex-${p.userId}` };
      const first = await call('exchange', { points: 100 }, p.token, headers);
      const replay = await call('exchange', { points: 100 }, p.token, headers);
      expect(first.json().code).toBe(0);
      expect(replay.json()).toEqual(first.json());
      expect(await balanceOf(t, p.userId)).toBe(before + 100);

      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => call('exchange', { points: 100 }, p.token, { 'idempotency-key': `race-${p.userId}-${i}` })),
      );
      const codes = answers.map((a) => a.json().code);
      expect(codes.filter((c) => c === 0)).toHaveLength(9);
      expect(codes.filter((c) => c !== 0).every((c) => c === 403)).toBe(true);
      expect(await balanceOf(t, p.userId)).toBe(before + 1_000);
      expect((await data('getExchange', {}, p.token)).points).toBe(0);
    });

    it('pages the history 20 at a time, newest first', async () => {
      const p = await player();
      for (let i = 0; i < 22; i += 1) {
        t.clock.advance(1_000);
        await givePoints(p.userId, i + 1, `page-${p.userId}-${i}`);
      }
      const page1 = await data('getExchange', { page: 1 }, p.token);
      expect(page1.history).toHaveLength(20);
      expect(page1.history[0].points).toBe(22);
      expect(page1.hasMore).toBe(true);
      const page2 = await data('getExchange', { page: 2 }, p.token);
      expect(page2.history.map((h: { points: number }) => h.points)).toEqual([2, 1]);
      expect(page2.hasMore).toBe(false);
    });
  });
});
