// Daily sign-in (loginBonus3): one claim per Manila day along the 7-day calendar, a missed day resets the streak, day 7
// restarts the cycle, racing claims pay once, and it opens only after a credited deposit. Ledger audited after each.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
process.env.SANDBOX_PAY_SECRET = 'test-sandbox-secret';
import { DAY_MS, manilaMidnight } from '../../../contract/manila.ts';
import { signNotification } from '../../../server/domain/payments/sandbox.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, balanceOf, newPlayer, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('daily sign-in on %s', (backend) => {
  let t: TestApp;
  const { call, data } = appCalls(() => t);
  beforeAll(async () => {
    t = await startTestApp(backend);
    // Noon in Manila, so a few hours either way stay on the same day.
    t.clock.advance(manilaMidnight(t.clock.now()) + DAY_MS + 4 * 3_600_000 - t.clock.now());
  });
  afterAll(() => t?.close());
  afterEach(async () => expect((await auditLedger(t.db)).problems).toEqual([]));

  async function deposit(token: string, amount = 10_000): Promise<string> {
    const created = await data('createDepositOrder', { rechargeTypeId: 1, amount }, token);
    const payload = signNotification({ orderId: created.orderId, status: 'paid', amount }, t.clock.now()) as object;
    const response = await t.app.inject({ method: 'POST', url: '/pay/sandbox/callback', payload });
    expect(response.json().data.outcome, response.body).toBe('credited');
    return created.orderId;
  }
  async function depositor() {
    const player = await newPlayer(t, 'si');
    await deposit(player.token);
    return { ...player, userId: (await findUserIdByAccount(t.db, player.account))! };
  }
  const flags = async (token: string) => ({
    can: (await data('getActivityIds', {}, token)).loginBonus3CanReceive,
    dot: (await data('activityGetStatusList', {}, token)).signInFlag,
  });

  it('is closed before the first deposit: no claim, no red dot', async () => {
    const { token } = await newPlayer(t, 'si');
    expect(await data('loginBonus3User', {}, token)).toMatchObject({ hasDeposited: false, canReceive: false, today: 1, streak: 0 });
    const refused = await call('loginBonus3UserReceive', {}, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toMatch(/first deposit/);
    expect(await flags(token)).toEqual({ can: false, dot: false });
  });

  it('pays day 1, then refuses a second claim the same Manila day and clears the flags', async () => {
    const { token, userId } = await depositor();
    expect(await flags(token)).toEqual({ can: true, dot: true });
    const before = await balanceOf(t, userId);
    const claim = await data('loginBonus3UserReceive', {}, token);
    expect(claim).toMatchObject({ day: 1, awards: [{ id: 2001, count: 200 }], balance: before + 200 });
    expect(await data('loginBonus3User', {}, token)).toMatchObject({ today: 1, streak: 1, claimedToday: true, canReceive: false });
    expect((await call('loginBonus3UserReceive', {}, token)).statusCode).toBe(403);
    expect(await flags(token)).toEqual({ can: false, dot: false });
  });

  it('walks the streak across Manila days, resets after a missed day and restarts after day 7', async () => {
    const { token } = await depositor();
    const start = t.clock.now();
    try {
      const days: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        days.push((await data('loginBonus3UserReceive', {}, token)).day);
        t.clock.advance(DAY_MS);
      }
      expect(days).toEqual([1, 2, 3]);
      t.clock.advance(DAY_MS); // a missed day
      expect(await data('loginBonus3User', {}, token)).toMatchObject({ today: 1, streak: 0, canReceive: true });
      const cycle: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        cycle.push((await data('loginBonus3UserReceive', {}, token)).day);
        t.clock.advance(DAY_MS);
      }
      expect(cycle).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    } finally {
      t.clock.advance(start - t.clock.now());
    }
  });

  it('grants points and coupons of their calendar day', async () => {
    const { token, userId } = await depositor();
    const start = t.clock.now();
    try {
      await data('loginBonus3UserReceive', {}, token);
      t.clock.advance(DAY_MS);
      expect((await data('loginBonus3UserReceive', {}, token)).awards).toEqual([{ id: 2002, count: 500 }]);
      const points = await t.db.selectFrom('player_props').select('count').where('user_id', '=', userId).where('prop_id', '=', 2002).executeTakeFirst();
      expect(points?.count).toBe(500);
    } finally {
      t.clock.advance(start - t.clock.now());
    }
  });

  it('pays once when 100 claims race', async () => {
    const { token, userId } = await depositor();
    const before = await balanceOf(t, userId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('loginBonus3UserReceive', {}, token)));
    expect(answers.filter((a) => a.json().code === 0)).toHaveLength(1);
    expect(answers.every((a) => a.json().code === 0 || a.statusCode === 403)).toBe(true);
    expect(await balanceOf(t, userId)).toBe(before + 200);
    const rows = await t.db.selectFrom('signin_claims').select('day').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses visitors and logged-out sessions', async () => {
    expect((await t.post('/app/v1/loginBonus3UserReceive', {})).statusCode).toBe(401);
    const { token } = await depositor();
    await data('logout', {}, token);
    expect((await call('loginBonus3UserReceive', {}, token)).statusCode).toBe(401);
    expect((await data('getActivityIds', {}, '')).loginBonus3CanReceive).toBe(false);
  });

  it('does not open for the demo account, whose opening balance is not a deposit', async () => {
    const login = await t.post('/app/v1/accountLogin', { account: 'demo', password: 'demo1234' });
    const token = login.json().data?.token as string | undefined;
    if (!token) return expect(login.json().code).not.toBe(0); // no demo seeded in this app
    expect((await call('loginBonus3UserReceive', {}, token)).statusCode).toBe(403);
  });
});
