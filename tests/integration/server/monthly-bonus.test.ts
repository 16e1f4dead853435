// Monthly bonus: the tier of last Manila month's valid bet or deposits (table), the claim once a month paid through
// the ledger, 100 racing claims, the month boundary at Manila midnight (16:00 UTC), and another player's figures.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { applyBet, applyDeposit } from '../../../server/domain/rewards/engine.ts';
import { nextManilaMonthStart } from '../../../contract/manila.ts';
import { manilaMonthKey } from '../../../contract/manila.ts';
import { runOperatorCommand, UsageError } from '../../../server/domain/operator.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, balanceOf, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(backends())('monthly bonus on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  let n = 0;
  const player = async () => {
    const p = await newPlayer(t, 'mb');
    return { ...p, userId: (await findUserIdByAccount(t.db, p.account))! };
  };
  const bet = (userId: number, validBet: number) =>
    t.db.transaction().execute((trx) => applyBet(trx, { userId, roundId: `m${(n += 1)}`, gameId: 1, typeId: 1, validBet, win: 0, at: t.clock.now() }));
  const deposit = (userId: number, amount: number) =>
    t.db.transaction().execute((trx) => applyDeposit(trx, { userId, orderId: `mo${(n += 1)}`, amount, at: t.clock.now() }));
  /** Moves the clock to `hours` after the start of the next Manila month. */
  const toNextMonth = (hours = 1) => t.clock.advance(nextManilaMonthStart(t.clock.now()) + hours * HOUR - t.clock.now());
  const info = (token: string) => data('monthlyBonusInfo', {}, token);
  /** Sessions end over a month of idle time: a new login after the clock jumps. */
  const relogin = async (p: { account: string; password: string; token: string }) => {
    p.token = await t.login(p.account, p.password);
  };

  it.each([
    { name: 'nothing', bet: 0, deposit: 0, tier: 0, pay: 0 },
    { name: 'just under tier 1', bet: 499_999, deposit: 99_999, tier: 0, pay: 0 },
    { name: 'tier 1 by valid bet', bet: 500_000, deposit: 0, tier: 1, pay: 2_000 },
    { name: 'tier 1 by deposit', bet: 0, deposit: 100_000, tier: 1, pay: 2_000 },
    { name: 'tier 3 by deposit beats tier 2 by bet', bet: 2_000_000, deposit: 2_000_000, tier: 3, pay: 38_800 },
    { name: 'top tier', bet: 60_000_000, deposit: 0, tier: 4, pay: 188_800 },
  ])('tier by last month: $name', async ({ bet: b, deposit: d, tier, pay }) => {
    toNextMonth(2);
    const p = await player();
    if (b) await bet(p.userId, b);
    if (d) await deposit(p.userId, d);
    const before = await info(p.token);
    expect(before).toMatchObject({ lastMonthBet: 0, tier: 0, claimable: false });
    toNextMonth(1);
    await relogin(p);
    const bonus = await info(p.token);
    expect(bonus).toMatchObject({ lastMonthBet: b, lastMonthDeposit: d, tier, claimable: tier > 0, claimed: false });
    expect(bonus.tiers).toHaveLength(4);
    if (tier === 0) {
      const refused = await call('monthlyBonusReceive', {}, p.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toMatch(/did not reach a tier/);
      return;
    }
    expect(await data('monthlyBonusReceive', {}, p.token)).toEqual({ tier, awards: [{ id: 2001, count: pay }], balance: pay });
    expect(await info(p.token)).toMatchObject({ claimed: true, claimable: false });
    const again = await call('monthlyBonusReceive', {}, p.token);
    expect(again.json().msg).toMatch(/claimed this month/);
  });

  it('the month turns at Manila midnight, not UTC midnight', async () => {
    toNextMonth(2);
    const p = await player();
    const monthStart = nextManilaMonthStart(t.clock.now());
    // 23:59 Manila on the month's last day is 15:59 UTC: the bet still counts for this month.
    t.clock.advance(monthStart - 60_000 - t.clock.now());
    await relogin(p);
    await bet(p.userId, 500_000);
    expect((await info(p.token)).tier).toBe(0);
    t.clock.advance(60_000);
    const bonus = await info(p.token);
    expect(bonus).toMatchObject({ tier: 1, claimable: true, nextAt: nextManilaMonthStart(t.clock.now() + DAY) });
    expect(new Date(t.clock.now()).getUTCHours()).toBe(16);
    // A bet in the new month counts for next month's bonus, not this one.
    await bet(p.userId, 10_000_000);
    expect((await info(p.token)).tier).toBe(1);
    // The claim window is the whole month; the next month's bonus comes from this month's figures.
    await data('monthlyBonusReceive', {}, p.token);
    toNextMonth(1);
    await relogin(p);
    expect(await info(p.token)).toMatchObject({ tier: 3, claimable: true, claimed: false, lastMonthBet: 10_000_000 });
  });

  it('100 parallel claims pay once; each player sees only their own figures', async () => {
    toNextMonth(2);
    const p = await player();
    const other = await player();
    await deposit(p.userId, 500_000);
    toNextMonth(1);
    await relogin(p);
    await relogin(other);
    expect(await info(other.token)).toMatchObject({ lastMonthDeposit: 0, tier: 0 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('monthlyBonusReceive', {}, p.token)));
    expect(answers.filter((a) => a.json().code === 0)).toHaveLength(1);
    expect(await balanceOf(t, p.userId)).toBe(8_800);
    expect(await balanceOf(t, other.userId)).toBe(0);
    expect((await call('monthlyBonusReceive', {}, other.token)).statusCode).toBe(403);
    expect((await t.post('/app/v1/monthlyBonusInfo', {})).statusCode).toBe(401);
  });

  it('the operator sets a tier and corrects a past month; the current month cannot be corrected', async () => {
    toNextMonth(2);
    const p = await player();
    const op = (...args: string[]) => runOperatorCommand(t.db, 'monthly', args, t.clock.now());
    const lastMonth = manilaMonthKey(t.clock.now() - 3 * DAY);
    await expect(op('adjust', p.account, manilaMonthKey(t.clock.now()), '100', '0')).rejects.toThrow('Only a past month');
    await expect(op('adjust', p.account, lastMonth, 'x', '0')).rejects.toBeInstanceOf(UsageError);
    expect(await op('adjust', p.account, lastMonth, '0', '1000')).toContain('₱1000.00 deposits');
    expect(await info(p.token)).toMatchObject({ tier: 1, lastMonthDeposit: 100_000 });
    expect(await op('tier', '1', '5000', '1000', '25')).toContain('Tier 1: ₱5000.00 valid bet or ₱1000.00 deposits');
    expect((await info(p.token)).awards).toEqual([{ id: 2001, count: 2_500 }]);
    await op('tier', '1', '5000', '1000', '20');
  });
});
