// Agent program: commission tiers (a table of cases), an invite valid only after the invitee's deposit, commission
// from valid invitees' bets only, claims paying once under 100 racing requests, no self-invite by device, other
// players and logged-out sessions refused, goals and invite rewards once each, and the operator command.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commissionRate, AGENT_DEFAULTS } from '../../../server/domain/agent/config.ts';
import { parseAgentArgs } from '../../../server/domain/agent/operator.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { applyBet, applyDeposit } from '../../../server/domain/rewards/engine.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { freshMobile, sendCode } from './ways-in-helpers.ts';
import { appCalls, backends, balanceOf, fundPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

describe('commission tiers', () => {
  it.each([
    [0, 0],
    [1, 30],
    [4, 30],
    [5, 50],
    [9, 50],
    [10, 70],
    [20, 100],
    [500, 100],
  ])('%i valid invitees earn %i basis points', (valid, bp) => {
    expect(commissionRate(AGENT_DEFAULTS.agentTiers, valid)).toBe(bp);
  });

  it('takes the highest tier reached whatever the order, and none without tiers', () => {
    const tiers = [
      { minValid: 10, rateBp: 80 },
      { minValid: 0, rateBp: 10 },
      { minValid: 3, rateBp: 40 },
    ];
    expect(commissionRate(tiers, 2)).toBe(10);
    expect(commissionRate(tiers, 3)).toBe(40);
    expect(commissionRate(tiers, 11)).toBe(80);
    expect(commissionRate([], 11)).toBe(0);
  });

  it('parses operator arguments and refuses bad ones', () => {
    expect(parseAgentArgs(['tiers', '1:0.3', '5:0.5'])).toEqual({
      action: 'tiers',
      tiers: [
        { minValid: 1, rateBp: 30 },
        { minValid: 5, rateBp: 50 },
      ],
    });
    expect(parseAgentArgs(['goals', '1:10', '5:50.50'])).toEqual({
      action: 'goals',
      goals: [
        { goal: 1, amount: 1000 },
        { goal: 5, amount: 5050 },
      ],
    });
    for (const bad of [['tiers'], ['tiers', '1:11'], ['tiers', '1:0.3', '1:0.4'], ['goals', '0:10'], ['reward', 'x'], ['kyc', 'maybe'], ['show'], ['nope']]) {
      expect(parseAgentArgs(bad)).toBeNull();
    }
  });
});

describe.each(backends())('agent program on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { testHooks: true });
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const { gameData, open } = gameCalls(() => t);
  let n = 0;
  const bet = (userId: number, validBet: number) =>
    t.db.transaction().execute((trx) => applyBet(trx, { userId, roundId: `ag${(n += 1)}`, gameId: 1, typeId: 1, validBet, win: 0, at: t.clock.now() }));
  const deposit = (userId: number, amount: number) =>
    t.db.transaction().execute((trx) => applyDeposit(trx, { userId, orderId: `ao${(n += 1)}`, amount, at: t.clock.now() }));
  const admin = (...args: string[]) => runOperatorCommand(t.db, 'agent', args, t.clock.now());

  async function register(pid = 0, deviceId?: string) {
    const account = `ag${(n += 1)}x${Math.random().toString(36).slice(2, 8)}`;
    const response = await t.post('/app/v1/accountRegist', { account, password: 'secret123', confirmNotice: true, pid, ...(deviceId ? { deviceId } : {}) });
    expect(response.json().code, response.body).toBe(0);
    const userId = (await findUserIdByAccount(t.db, account))!;
    return { account, token: response.json().data.token as string, userId };
  }

  it('counts an invite only after the first deposit; bets before earn nothing, bets after earn at the tier', async () => {
    const inviter = await register();
    const friend = await register(inviter.userId);
    await bet(friend.userId, 100_000);
    let overview = await data('appAgent5User', {}, inviter.token);
    expect(overview).toMatchObject({ invited: 1, validInvitees: 0, claimable: 0, total: 0, rateBp: 0 });
    expect((await call('appAgent5UserReceive', {}, inviter.token)).statusCode).toBe(403);

    await deposit(friend.userId, 50_000);
    await bet(friend.userId, 100_000);
    await bet(friend.userId, 333);
    overview = await data('appAgent5User', {}, inviter.token);
    // 0.30% of ₱1,003.33 = 300.999 hundredths: whole centavos are paid, the fraction carries over.
    expect(overview).toMatchObject({ validInvitees: 1, rateBp: 30, claimable: 300, today: 300, total: 300, rewardsWaiting: 1 });
    const record = await data('actInviteUserRecord', { page: 1 }, inviter.token);
    expect(record.list).toHaveLength(1);
    expect(record.list[0]).toMatchObject({ inviteeId: friend.userId, commission: 300, rewardClaimed: false });
    expect(record.list[0].nickname).not.toBe(friend.account);
    const log = await data('appAgent5UserLog', { page: 1 }, inviter.token);
    expect(log.list).toEqual([expect.objectContaining({ validBet: 100_333, commission: 300 })]);
    const dots = await data('activityGetStatusList', {}, inviter.token);
    expect(dots.agent5AwardFlag).toBe(true);

    const before = await balanceOf(t, inviter.userId);
    const claim = await data('appAgent5UserReceive', {}, inviter.token);
    expect(claim).toMatchObject({ amount: 300, awards: [{ id: 2001, count: 300 }] });
    expect(await balanceOf(t, inviter.userId)).toBe(before + 300);
    const reward = await data('appAgent5UserInviteValidReceive', {}, inviter.token);
    expect(reward).toMatchObject({ inviteeIds: [friend.userId], awards: [{ id: 2001, count: 2000 }] });
    expect((await call('appAgent5UserInviteValidReceive', { inviteeId: friend.userId }, inviter.token)).statusCode).toBe(404);
    const goal = await data('actInviteUserExchange', { goal: 1 }, inviter.token);
    expect(goal.awards).toEqual([{ id: 2001, count: 1000 }]);
    expect((await call('actInviteUserExchange', { goal: 1 }, inviter.token)).statusCode).toBe(403);
    expect((await call('actInviteUserExchange', { goal: 5 }, inviter.token)).statusCode).toBe(403);
    expect((await data('activityGetStatusList', {}, inviter.token)).agent5AwardFlag).toBe(false);

    // The carried fraction pays once it makes a whole centavo.
    await bet(friend.userId, 1);
    expect((await data('appAgent5User', {}, inviter.token)).claimable).toBe(1);
  });

  it('grants the inviter the lucky wheel’s invite spins once, when the invite becomes valid', async () => {
    const inviter = await register();
    const friend = await register(inviter.userId);
    const chances = async () => (await data('getSpinInfo', {}, inviter.token)).chances as number;
    expect(await chances()).toBe(0);
    await deposit(friend.userId, 10_000);
    expect(await chances()).toBe(1);
    await deposit(friend.userId, 10_000);
    await bet(friend.userId, 10_000);
    expect(await chances()).toBe(1);
  });

  it('earns from a valid invitee’s real-money game rounds, not from their try-it rounds', async () => {
    const inviter = await register();
    const friend = await register(inviter.userId);
    await deposit(friend.userId, 10_000);
    await fundPlayer(t, friend.userId, 100_000);
    const demo = await open(friend.token, 'lucky-sampaguita', true);
    expect(demo.tryIt).toBe(true);
    for (let i = 0; i < 3; i += 1) await gameData('lucky-sampaguita', 'play', { session: demo.sessionKey, bet: 10_000 });
    expect((await data('appAgent5User', {}, inviter.token)).total).toBe(0);
    const real = await open(friend.token, 'lucky-sampaguita');
    await gameData('lucky-sampaguita', 'play', { session: real.sessionKey, bet: 10_000 });
    // 0.30% of a ₱100 valid bet.
    expect((await data('appAgent5User', {}, inviter.token)).total).toBe(30);
  });

  it('pays a commission claim raced 100 times once', async () => {
    const inviter = await register();
    const friend = await register(inviter.userId);
    await deposit(friend.userId, 10_000);
    await bet(friend.userId, 1_000_000);
    const before = await balanceOf(t, inviter.userId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('appAgent5UserReceive', {}, inviter.token)));
    expect(answers.filter((r) => r.json().code === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code !== 0).every((r) => r.statusCode === 403)).toBe(true);
    expect(await balanceOf(t, inviter.userId)).toBe(before + 3_000);
    const goals = await Promise.all(Array.from({ length: 100 }, () => call('actInviteUserExchange', { goal: 1 }, inviter.token)));
    expect(goals.filter((r) => r.json().code === 0)).toHaveLength(1);
    const rewards = await Promise.all(Array.from({ length: 100 }, () => call('appAgent5UserInviteValidReceive', {}, inviter.token)));
    expect(rewards.filter((r) => r.json().code === 0)).toHaveLength(1);
    expect(await balanceOf(t, inviter.userId)).toBe(before + 3_000 + 1_000 + 2_000);
  });

  it('refuses a self-invite from the inviter’s device, at registration and by agentFill', async () => {
    const inviter = await register(0, 'device-same');
    const sameDevice = await register(inviter.userId, 'device-same');
    expect((await t.db.selectFrom('users').select('pid').where('id', '=', sameDevice.userId).executeTakeFirstOrThrow()).pid).toBe(0);
    const fill = await call('agentFill', { pid: inviter.userId, deviceId: 'device-same' }, sameDevice.token);
    expect(fill.statusCode).toBe(403);
    expect(fill.json().msg).toContain('own inviter');
    expect((await data('appAgent5User', {}, inviter.token)).invited).toBe(0);
    const other = await register(inviter.userId, 'device-other');
    expect((await data('actInviteUserRecord', { page: 1 }, inviter.token)).list.map((r: { inviteeId: number }) => r.inviteeId)).toEqual([other.userId]);
  });

  it('knows a device the inviter’s session started on (preLogin) and refuses it as an invitee’s', async () => {
    const inviter = await register();
    const started = await t.post(
      '/app/v1/preLogin',
      { deviceId: 'tablet-1', os: 'android', countryCodeISO: 'PH', currency: 'PHP', language: 'en-PH' },
      { token: inviter.token },
    );
    expect(started.json().code, started.body).toBe(0);
    const same = await register(inviter.userId, 'tablet-1');
    expect((await t.db.selectFrom('users').select('pid').where('id', '=', same.userId).executeTakeFirstOrThrow()).pid).toBe(0);
  });

  it('refuses a self-invite by mobile registration from the inviter’s device, and binds from another device', async () => {
    const inviter = await register(0, 'phone-a');
    const registerByMobile = async (deviceId: string) => {
      const { normalised: mobile } = freshMobile();
      const code = await sendCode(t, 'register', mobile);
      const response = await t.post('/app/v1/accountRegist4', { mobile, code, password: 'secret123', confirmNotice: true, pid: inviter.userId, deviceId });
      expect(response.json().code, response.body).toBe(0);
      return mobile;
    };
    const own = await registerByMobile('phone-a');
    const ownRow = await t.db.selectFrom('users').select('pid').where('mobile', '=', own).executeTakeFirstOrThrow();
    expect(ownRow.pid).toBe(0);
    const friend = await registerByMobile('phone-b');
    const friendRow = await t.db.selectFrom('users').select('pid').where('mobile', '=', friend).executeTakeFirstOrThrow();
    expect(friendRow.pid).toBe(inviter.userId);
    expect((await data('appAgent5User', {}, inviter.token)).invited).toBe(1);
  });

  it('shows and pays nothing of another player’s program, and refuses after logout', async () => {
    const inviter = await register();
    const friend = await register(inviter.userId);
    await deposit(friend.userId, 10_000);
    await bet(friend.userId, 100_000);
    const stranger = await register();
    expect(await data('appAgent5User', {}, stranger.token)).toMatchObject({ invited: 0, claimable: 0 });
    expect((await data('actInviteUserRecord', { page: 1 }, stranger.token)).list).toEqual([]);
    expect((await call('appAgent5UserInviteValidReceive', { inviteeId: friend.userId }, stranger.token)).statusCode).toBe(404);
    expect((await call('appAgent5UserReceive', {}, stranger.token)).statusCode).toBe(403);
    // The invitee cannot claim their inviter's commission either.
    expect((await call('appAgent5UserReceive', {}, friend.token)).statusCode).toBe(403);

    await data('logout', {}, inviter.token);
    for (const name of ['appAgent5User', 'appAgent5UserReceive', 'actInviteUser', 'actInviteUserExchange']) {
      const response = await call(name, name === 'actInviteUserExchange' ? { goal: 1 } : {}, inviter.token);
      expect(response.json().code, name).not.toBe(0);
    }
    expect((await admin('show', inviter.account)).split('\n')[0]).toContain('₱3.00 claimable');
  });

  it('needs approved KYC where the operator turns it on, and counts the invite at the approval', async () => {
    await admin('kyc', 'on');
    try {
      const inviter = await register();
      const friend = await register(inviter.userId);
      await deposit(friend.userId, 10_000);
      expect((await data('appAgent5User', {}, inviter.token)).validInvitees).toBe(0);
      await bet(friend.userId, 100_000);
      // The operator approves the friend's KYC: the invite becomes valid then, and only later bets earn.
      await t.db
        .insertInto('kyc_submissions')
        .values({ user_id: friend.userId, status: 1, full_name: 'Juan Dela Cruz', submitted_at: t.clock.now(), updated_at: t.clock.now() })
        .execute();
      await runOperatorCommand(t.db, 'kyc', ['approve', friend.account], t.clock.now());
      expect(await data('appAgent5User', {}, inviter.token)).toMatchObject({ validInvitees: 1, total: 0 });
      await bet(friend.userId, 100_000);
      expect((await data('appAgent5User', {}, inviter.token)).total).toBe(300);
    } finally {
      await admin('kyc', 'off');
    }
  });

  it('lets the operator set tiers, goals and the reward, and refuses bad input with 4xx', async () => {
    const out = await admin('tiers', '1:0.5', '3:1');
    expect(out).toContain('1+ valid: 0.50%');
    await admin('goals', '2:25');
    await admin('reward', '5');
    const p = await register();
    const summary = await data('actInviteUser', {}, p.token);
    expect(summary.goals).toEqual([{ goal: 2, awards: [{ id: 2001, count: 2500 }], reached: false, claimed: false }]);
    expect(await data('appAgent5User', {}, p.token)).toMatchObject({
      inviteReward: 500,
      tiers: [
        { minValid: 1, rateBp: 50 },
        { minValid: 3, rateBp: 100 },
      ],
    });
    expect((await call('actInviteUserExchange', { goal: -1 }, p.token)).statusCode).toBe(400);
    expect((await call('actInviteClickInvite', { channel: 'fax' }, p.token)).statusCode).toBe(400);
    expect((await call('actInviteClickInvite', { channel: 'copy' }, p.token)).json().code).toBe(0);
    await expect(admin('tiers', 'x')).rejects.toThrow(/Usage/);
  });
});
