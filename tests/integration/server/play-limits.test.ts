// Responsible play: limit timing with the test clock (a lower limit now, a raise or removal after 24 hours), rolling
// windows from the ledger, loss limits, time-out and self-exclusion refusals through checkPlay, and per-player scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { DomainError } from '../../../server/domain/errors.ts';
import { houseAccount, PLAYER_MAIN, transfer } from '../../../server/domain/ledger.ts';
import { assertPlay, checkPlay } from '../../../server/domain/play-limits.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let keySeq = 0;

describe.each(backends())('responsible play on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const call = async (name: keyof typeof calls, body: unknown, token: string) => {
    const response = await t.post(calls[name].path, body, { token });
    return { status: response.statusCode, json: response.json() as { code: number; msg: string; data: any } };
  };
  const player = async () => {
    const p = await newPlayer(t);
    const row = await t.db.selectFrom('users').select('id').where('account', '=', p.account).executeTakeFirstOrThrow();
    return { ...p, id: row.id };
  };
  /** Moves money between the player's main account and the house, as the wallet and games will. */
  const move = (userId: number, reason: string, amount: number, toPlayer: boolean) =>
    t.db.transaction().execute(async (trx) => {
      const house = await houseAccount(trx, `house_${reason}`, t.clock.now());
      const main = await trx.selectFrom('accounts').select('id').where('user_id', '=', userId).where('kind', '=', PLAYER_MAIN).executeTakeFirstOrThrow();
      await transfer(trx, {
        fromAccountId: toPlayer ? house : main.id,
        toAccountId: toPlayer ? main.id : house,
        amount,
        reason,
        idempotencyKey: `test-${reason}-${++keySeq}-${backend}`,
        at: t.clock.now(),
      });
    });
  const deposit = (userId: number, amount: number) => move(userId, 'deposit', amount, true);
  const check = (userId: number, action: 'deposit' | 'bet' | 'claim' | 'withdraw', amount: number) => checkPlay(t.db, userId, action, amount, t.clock.now());
  const limit = (data: any, kind: string) => data.limits.find((l: any) => l.kind === kind);

  it('has no limits at first and allows everything', async () => {
    const p = await player();
    const { data } = (await call('getPlayLimits', {}, p.token)).json;
    expect(data.limits.map((l: any) => l.amount)).toEqual([null, null, null, null, null, null]);
    expect(data).toMatchObject({ realityCheckMinutes: 0, timeOutUntil: null, exclusionUntil: null });
    for (const action of ['deposit', 'bet', 'claim', 'withdraw'] as const) expect(await check(p.id, action, 1_000_000)).toEqual({ allowed: true });
  });

  it('applies a deposit limit at once and counts the last 24 hours of deposits', async () => {
    const p = await player();
    const set = await call('setPlayLimits', { depositDay: 100_000 }, p.token);
    expect(limit(set.json.data, 'depositDay')).toEqual({ kind: 'depositDay', amount: 100_000, pending: null, used: 0 });
    expect(await check(p.id, 'deposit', 100_000)).toEqual({ allowed: true });
    const over = await check(p.id, 'deposit', 100_001);
    expect(over).toEqual({ allowed: false, reason: 'This would pass your daily deposit limit of ₱1,000.00: ₱1,000.00 left in the last 24 hours.' });
    await deposit(p.id, 60_000);
    expect(limit((await call('getPlayLimits', {}, p.token)).json.data, 'depositDay').used).toBe(60_000);
    expect((await check(p.id, 'deposit', 50_000)).allowed).toBe(false);
    expect(await check(p.id, 'deposit', 40_000)).toEqual({ allowed: true });
    await expect(assertPlay(t.db, p.id, 'deposit', 50_000, t.clock.now())).rejects.toEqual(
      new DomainError(403, 'This would pass your daily deposit limit of ₱1,000.00: ₱400.00 left in the last 24 hours.'),
    );
    // Rolling window: 24 hours later that deposit no longer counts against the daily limit.
    t.clock.advance(DAY + 1);
    expect(await check(p.id, 'deposit', 100_000)).toEqual({ allowed: true });
  });

  it('makes a raise wait 24 hours, and a lower limit cancels the waiting raise', async () => {
    const p = await player();
    await call('setPlayLimits', { depositDay: 100_000, depositWeek: 500_000 }, p.token);
    const start = t.clock.now();
    const raised = await call('setPlayLimits', { depositDay: 300_000 }, p.token);
    expect(limit(raised.json.data, 'depositDay')).toMatchObject({ amount: 100_000, pending: { amount: 300_000, from: start + DAY } });
    expect(limit(raised.json.data, 'depositWeek').amount).toBe(500_000);
    expect((await check(p.id, 'deposit', 200_000)).allowed).toBe(false);
    t.clock.advance(DAY - 1);
    expect((await check(p.id, 'deposit', 200_000)).allowed).toBe(false);
    t.clock.advance(1);
    expect(await check(p.id, 'deposit', 200_000)).toEqual({ allowed: true });
    expect(limit((await call('getPlayLimits', {}, p.token)).json.data, 'depositDay')).toMatchObject({ amount: 300_000, pending: null });

    // Raise again, then lower before it applies: the lower value is in force and nothing waits.
    await call('setPlayLimits', { depositDay: 400_000 }, p.token);
    const lowered = await call('setPlayLimits', { depositDay: 50_000 }, p.token);
    expect(limit(lowered.json.data, 'depositDay')).toMatchObject({ amount: 50_000, pending: null });
    t.clock.advance(2 * DAY);
    expect(limit((await call('getPlayLimits', {}, p.token)).json.data, 'depositDay').amount).toBe(50_000);
  });

  it('makes a removal wait 24 hours', async () => {
    const p = await player();
    await call('setPlayLimits', { depositMonth: 100_000 }, p.token);
    const removed = await call('setPlayLimits', { depositMonth: null }, p.token);
    expect(limit(removed.json.data, 'depositMonth')).toMatchObject({ amount: 100_000, pending: { amount: null } });
    expect((await check(p.id, 'deposit', 200_000)).allowed).toBe(false);
    t.clock.advance(DAY);
    expect(await check(p.id, 'deposit', 200_000)).toEqual({ allowed: true });
    expect(limit((await call('getPlayLimits', {}, p.token)).json.data, 'depositMonth')).toMatchObject({ amount: null, pending: null });
  });

  it('refuses a bet that could pass the loss limit, counting bets minus wins', async () => {
    const p = await player();
    await deposit(p.id, 500_000);
    await call('setPlayLimits', { lossDay: 100_000 }, p.token);
    await move(p.id, 'bet', 80_000, false);
    await move(p.id, 'win', 30_000, true);
    expect(limit((await call('getPlayLimits', {}, p.token)).json.data, 'lossDay').used).toBe(50_000);
    expect((await check(p.id, 'bet', 60_000)).allowed).toBe(false);
    expect(await check(p.id, 'bet', 50_000)).toEqual({ allowed: true });
    // Deposits are not limited by a loss limit.
    expect(await check(p.id, 'deposit', 1_000_000)).toEqual({ allowed: true });
  });

  it('validates limits and the reality-check interval', async () => {
    const p = await player();
    expect((await call('setPlayLimits', { depositDay: -1 }, p.token)).status).toBe(400);
    expect((await call('setPlayLimits', { realityCheckMinutes: 7 }, p.token)).json.msg).toContain('Choose one of the reminder intervals');
    expect((await call('setPlayLimits', { realityCheckMinutes: 30 }, p.token)).json.data.realityCheckMinutes).toBe(30);
  });

  it('time-out closes deposits, bets and claims until it ends; withdrawals stay open', async () => {
    const p = await player();
    expect((await call('startTimeOut', { hours: 23 }, p.token)).json.msg).toBe('hours: A time-out lasts at least 24 hours');
    expect((await call('startTimeOut', { hours: 721 }, p.token)).status).toBe(400);
    const started = await call('startTimeOut', { hours: 48 }, p.token);
    const until = t.clock.now() + 48 * HOUR;
    expect(started.json.data.timeOutUntil).toBe(until);
    for (const action of ['deposit', 'bet', 'claim'] as const) {
      const verdict = await check(p.id, action, 100);
      expect(verdict).toMatchObject({ allowed: false, until });
      expect(verdict.allowed === false && verdict.reason).toMatch(/^You are taking a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2} PHT\./);
    }
    expect(await check(p.id, 'withdraw', 100)).toEqual({ allowed: true });
    // A shorter time-out does not shorten it; the player can still log in.
    expect((await call('startTimeOut', { hours: 24 }, p.token)).json.data.timeOutUntil).toBe(until);
    await t.login(p.account, p.password);
    t.clock.advance(48 * HOUR);
    expect(await check(p.id, 'bet', 100)).toEqual({ allowed: true });
  });

  it('self-exclusion refuses deposits, bets and claims, and cannot be changed in its first 6 months', async () => {
    const p = await player();
    expect((await call('startSelfExclusion', { months: 3, confirm: true }, p.token)).status).toBe(400);
    expect((await call('startSelfExclusion', { months: 6 }, p.token)).status).toBe(400);
    const started = await call('startSelfExclusion', { months: 6, confirm: true }, p.token);
    const { exclusionUntil, exclusionLockedUntil } = started.json.data;
    expect(exclusionUntil).toBeGreaterThan(t.clock.now() + 180 * DAY);
    expect(exclusionLockedUntil).toBe(exclusionUntil);
    for (const action of ['deposit', 'bet', 'claim'] as const) {
      const verdict = await check(p.id, action, 1);
      expect(verdict).toMatchObject({ allowed: false, until: exclusionUntil });
      expect(verdict.allowed === false && verdict.reason).toContain('You are self-excluded until');
      await expect(assertPlay(t.db, p.id, action, 1, t.clock.now())).rejects.toMatchObject({ code: 403 });
    }
    expect(await check(p.id, 'withdraw', 1_000)).toEqual({ allowed: true });
    await t.login(p.account, p.password);
    // Not revocable, not even by asking for a longer one, in the first 6 months.
    t.clock.advance(100 * DAY);
    // Sessions last 30 days: an excluded player still logs in.
    const token = await t.login(p.account, p.password);
    const early = await call('startSelfExclusion', { months: 12, confirm: true }, token);
    expect(early.json.code).toBe(409);
    expect(early.json.msg).toMatch(/^Your self-exclusion cannot be changed before /);
    // Raising limits does nothing to it; it still refuses.
    await call('setPlayLimits', { depositDay: null }, token);
    expect((await check(p.id, 'deposit', 1)).allowed).toBe(false);
    t.clock.advance(90 * DAY);
    expect(await check(p.id, 'deposit', 1)).toEqual({ allowed: true });
  });

  it('an exclusion can be lengthened after 6 months but never shortened', async () => {
    const p = await player();
    const q = await player();
    const first = (await call('startSelfExclusion', { months: 12, confirm: true }, p.token)).json.data;
    expect(first.exclusionLockedUntil).toBeLessThan(first.exclusionUntil);
    const long = (await call('startSelfExclusion', { months: 60, confirm: true }, q.token)).json.data;
    t.clock.advance(200 * DAY);
    const pToken = await t.login(p.account, p.password);
    const qToken = await t.login(q.account, q.password);
    const shorter = await call('startSelfExclusion', { months: 12, confirm: true }, qToken);
    expect(shorter.json.code).toBe(409);
    expect(shorter.json.msg).toMatch(/^Your self-exclusion already runs until/);
    expect((await call('getPlayLimits', {}, qToken)).json.data.exclusionUntil).toBe(long.exclusionUntil);
    const longer = await call('startSelfExclusion', { months: 60, confirm: true }, pToken);
    expect(longer.json.data.exclusionUntil).toBeGreaterThan(first.exclusionUntil);
  });

  it("one player's limits and exclusion never touch another player", async () => {
    const a = await player();
    const b = await player();
    await call('setPlayLimits', { depositDay: 100 }, a.token);
    await call('startTimeOut', { hours: 24 }, a.token);
    const bView = (await call('getPlayLimits', {}, b.token)).json.data;
    expect(limit(bView, 'depositDay').amount).toBeNull();
    expect(bView.timeOutUntil).toBeNull();
    expect(await check(b.id, 'deposit', 1_000_000)).toEqual({ allowed: true });
    expect((await check(a.id, 'deposit', 1)).allowed).toBe(false);
    // The calls take no player id: a body naming another player is refused by the contract or ignored.
    const sneaky = await t.post(calls.getPlayLimits.path, { userId: a.id }, { token: b.token });
    expect(sneaky.json().data?.timeOutUntil ?? null).toBeNull();
    expect((await t.post(calls.setPlayLimits.path, { depositDay: 5 })).statusCode).toBe(401);
  });
});
