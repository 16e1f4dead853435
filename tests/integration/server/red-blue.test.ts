// Red versus blue: a camp is joined once and only while sign-up is open; valid bet counts from joining to the end; the
// camps' totals and the caller's own row; settlement pays the winning side's shares once (raced too); the operator's pk
// commands; no answer for a visitor or a logged-out session.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, nextManilaWeekStart } from '../../../contract/manila.ts';
import { pkPayout } from '../../../contract/pk.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand, UsageError } from '../../../server/domain/operator.ts';
import { settleDuePeriods, settlePeriod } from '../../../server/domain/pk/settle.ts';
import { applyBet } from '../../../server/domain/rewards/engine.ts';
import { appCalls, backends, balanceOf, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

const HOUR = 3_600_000;

describe.each(backends())('red versus blue on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });
  const { call, data } = appCalls(() => t);
  const pk = (...args: string[]) => runOperatorCommand(t.db, 'pk', args, t.clock.now());

  /** Moves the clock to the next Manila Monday plus `offset`: a fresh week with its sign-up open. */
  const nextWeek = (offset = HOUR) => t.clock.advance(nextManilaWeekStart(t.clock.now()) + offset - t.clock.now());
  let round = 0;
  const bet = (userId: number, validBet: number, at = t.clock.now()) =>
    t.db.transaction().execute((trx) => applyBet(trx, { userId, roundId: `pk-${++round}`, gameId: 1, typeId: 1, validBet, win: 0, at }));
  const join = (token: string, camp: string) => call('pkSignUp', { camp }, token);
  const payoutLogs = (periodId: number) =>
    t.db.selectFrom('award_log').select(['user_id', 'count']).where('source', '=', 'pk').where('reference', 'like', `period:${periodId}:%`).execute();

  it('a player joins one camp once; again, the other camp or twenty at once are refused', async () => {
    nextWeek();
    const p = await fundedPlayer(t, 0, 'pkj');
    const joined = await data('pkSignUp', { camp: 'red' }, p.token);
    expect(joined.current).toMatchObject({ signUpOpen: true, red: { members: 1, validBet: 0 }, me: { camp: 'red', validBet: 0, estimate: 0 } });
    for (const camp of ['red', 'blue']) {
      const again = await join(p.token, camp);
      expect(again.statusCode).toBe(403);
      expect(again.json().code).toBe(4103);
    }
    const racer = await fundedPlayer(t, 0, 'pkr');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => join(racer.token, i % 2 ? 'red' : 'blue')));
    expect(answers.filter((a) => a.json().code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.json().code === 4103)).toHaveLength(19);
    const mine = await data('pkData', {}, racer.token);
    expect(mine.current.red.members + mine.current.blue.members).toBe(2);
  });

  it('sign-up closes at Thursday 00:00 Manila', async () => {
    nextWeek(3 * DAY_MS - 1);
    const early = await fundedPlayer(t, 0, 'pke');
    expect((await join(early.token, 'blue')).json().code).toBe(0);
    t.clock.advance(1);
    const late = await fundedPlayer(t, 0, 'pkl');
    const refused = await join(late.token, 'blue');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 4102, msg: expect.stringContaining('closed') });
    expect((await data('pkData', {}, late.token)).current).toMatchObject({ signUpOpen: false, me: null });
  });

  it('counts valid bet from joining to the end, by camp, and settles the winner camp by shares, once', async () => {
    nextWeek();
    const [a, b, c, d] = [await fundedPlayer(t, 0, 'pka'), await fundedPlayer(t, 0, 'pkb'), await fundedPlayer(t, 0, 'pkc'), await fundedPlayer(t, 0, 'pkd')];
    await bet(a.userId, 99_999); // before joining: not counted
    await data('pkSignUp', { camp: 'red' }, a.token);
    await data('pkSignUp', { camp: 'red' }, b.token);
    await data('pkSignUp', { camp: 'blue' }, c.token);
    await data('pkSignUp', { camp: 'red' }, d.token); // never bets: gets nothing
    t.clock.advance(1_000);
    await bet(a.userId, 20_000);
    await bet(b.userId, 10_001);
    await bet(c.userId, 25_000);
    await bet(c.userId, 0);
    const view = await data('pkData', {}, a.token);
    expect(view.current).toMatchObject({ red: { members: 3, validBet: 30_001 }, blue: { members: 1, validBet: 25_000 } });
    const pool = view.current.pool as number;
    expect(view.current.me).toEqual({ camp: 'red', joinedAt: expect.any(Number), validBet: 20_000, estimate: pkPayout(pool, 20_000, 30_001) });
    expect((await data('pkData', {}, c.token)).current.me).toMatchObject({ camp: 'blue', estimate: 0 });

    const periodId = view.current.id as number;
    const endsAt = view.current.endsAt as number;
    await bet(a.userId, 5_000, endsAt); // settled at the end: after the period
    t.clock.advance(endsAt - t.clock.now());
    const before = { a: await balanceOf(t, a.userId), b: await balanceOf(t, b.userId), c: await balanceOf(t, c.userId) };
    const [first, second] = await Promise.all([settlePeriod(t.db, periodId, t.clock.now()), settlePeriod(t.db, periodId, t.clock.now())]);
    expect([first, second].map((s) => s.settledNow).sort(), JSON.stringify([first, second])).toEqual([false, true]);
    const shareA = pkPayout(pool, 20_000, 30_001);
    const shareB = pkPayout(pool, 10_001, 30_001);
    expect(shareA + shareB).toBeLessThanOrEqual(pool);
    expect(await balanceOf(t, a.userId)).toBe(before.a + shareA);
    expect(await balanceOf(t, b.userId)).toBe(before.b + shareB);
    expect(await balanceOf(t, c.userId)).toBe(before.c);
    expect((await payoutLogs(periodId)).length).toBe(2);
    expect((await settleDuePeriods(t.db, t.clock.now() + HOUR)).every((s) => s.periodId !== periodId || !s.settledNow)).toBe(true);
    expect((await payoutLogs(periodId)).length).toBe(2);

    const after = await data('pkData', {}, b.token);
    expect(after.last).toMatchObject({ id: periodId, winner: 'red', red: { validBet: 30_001 }, me: { camp: 'red', validBet: 10_001, payout: shareB } });
    expect((await data('pkData', {}, d.token)).last.me).toMatchObject({ camp: 'red', validBet: 0, payout: 0 });
    expect((await data('pkData', {}, c.token)).last.me).toMatchObject({ camp: 'blue', payout: 0 });
    const mails = await t.db.selectFrom('mails').select('user_id').where('title', 'like', 'Red vs Blue%').execute();
    expect(mails.map((m) => m.user_id).sort()).toEqual([a.userId, b.userId].sort());
    // The next week has a new period with the same pool.
    expect((await data('pkData', {}, a.token)).current).toMatchObject({ pool, me: null });
  });

  it('a tie is shared by both camps; nobody betting pays nobody', async () => {
    nextWeek();
    const [r, bl] = [await fundedPlayer(t, 0, 'pkt'), await fundedPlayer(t, 0, 'pku')];
    await data('pkSignUp', { camp: 'red' }, r.token);
    await data('pkSignUp', { camp: 'blue' }, bl.token);
    await bet(r.userId, 7_000);
    await bet(bl.userId, 7_000);
    const { current } = await data('pkData', {}, r.token);
    expect(current.me.estimate).toBe(pkPayout(current.pool, 7_000, 14_000));
    t.clock.advance(current.endsAt - t.clock.now());
    const settled = (await settleDuePeriods(t.db, t.clock.now())).find((s) => s.periodId === current.id);
    expect(settled).toMatchObject({ winner: 'both', winners: 2, paid: 2 * pkPayout(current.pool, 7_000, 14_000) });

    nextWeek();
    const idle = await fundedPlayer(t, 0, 'pki');
    await data('pkSignUp', { camp: 'blue' }, idle.token);
    const empty = await data('pkData', {}, idle.token);
    t.clock.advance(empty.current.endsAt - t.clock.now());
    expect(await settleDuePeriods(t.db, t.clock.now())).toEqual([expect.objectContaining({ winner: 'none', paid: 0, winners: 0 })]);
  });

  it('counts a real-money round played through the game API and not a try-it one', async () => {
    nextWeek();
    const { open, gameData } = gameCalls(() => t);
    const p = await fundedPlayer(t, 100_000, 'pkg');
    await data('pkSignUp', { camp: 'blue' }, p.token);
    const demo = await open(p.token, 'lucky-sampaguita', true);
    await gameData('lucky-sampaguita', 'play', { session: demo.sessionKey, bet: 1_000 });
    expect((await data('pkData', {}, p.token)).current.me.validBet).toBe(0);
    const real = await open(p.token, 'lucky-sampaguita');
    await gameData('lucky-sampaguita', 'play', { session: real.sessionKey, bet: 1_000 });
    expect((await data('pkData', {}, p.token)).current.me.validBet).toBe(1_000);
  });

  it('refuses visitors, logged-out sessions and bad camps', async () => {
    nextWeek();
    expect((await t.post('/app/v1/pkData', {})).statusCode).toBe(401);
    expect((await t.post('/app/v1/pkSignUp', { camp: 'red' })).statusCode).toBe(401);
    const p = await fundedPlayer(t, 0, 'pkx');
    const bad = await join(p.token, 'green');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('camp is red or blue');
    await data('logout', {}, p.token);
    expect((await join(p.token, 'red')).statusCode).toBe(401);
    const other = await fundedPlayer(t, 0, 'pky');
    expect((await data('pkData', {}, other.token)).current.me).toBeNull();
  });

  it('the operator lists periods, sets a pool, ends, settles and opens one', async () => {
    nextWeek();
    const p = await fundedPlayer(t, 0, 'pko');
    await data('pkSignUp', { camp: 'blue' }, p.token);
    await bet(p.userId, 50_000);
    const { current } = await data('pkData', {}, p.token);
    const id = String(current.id);
    expect(await pk('pool', id, '2500.50')).toBe(`Period ${id} pool is ₱2,500.50`);
    expect(await pk('list')).toMatch(new RegExp(`#${id} .* pool ₱2,500\\.50; red 0 members ₱0\\.00, blue 1 members ₱500\\.00; sign-up open`));
    await expect(pk('settle', id)).rejects.toThrow(/has not ended yet/);
    await expect(pk('open')).rejects.toThrow(/running already/);
    expect(await pk('end', id)).toContain('has ended');
    await bet(p.userId, 50_000); // after the end
    const late = await fundedPlayer(t, 0, 'pkz');
    expect((await join(late.token, 'red')).json().code).toBe(4101);
    const before = await balanceOf(t, p.userId);
    // A lone member's ₱500.00 of valid bet takes 1% of it, not the ₱2,500.50 pool.
    expect(await pk('settle', id)).toBe(`Period ${id} settled: winner blue, ₱5.00 paid to 1 player`);
    expect(await balanceOf(t, p.userId)).toBe(before + 500);
    expect(await pk('settle', id)).toBe(`Period ${id} was settled already (winner blue)`);
    await expect(pk('pool', id, '10')).rejects.toThrow(/settled/);
    const opened = await pk('open');
    expect(opened).toMatch(/^Period \d+ is open/);
    const reopened = await data('pkData', {}, p.token);
    expect(reopened.current).toMatchObject({ pool: 250_050, signUpOpen: true, me: null });
    expect(reopened.last).toMatchObject({ id: current.id, blue: { validBet: 50_000 }, me: { validBet: 50_000, payout: 500 } });
    for (const args of [['pool', id], ['pool', id, '-5'], ['end'], ['settle', 'x'], ['bogus']])
      await expect(pk(...args), args.join(' ')).rejects.toThrow(UsageError);
  });
});
