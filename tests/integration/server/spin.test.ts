// Spin wheel: chances from deposits (once per order, capped per Manila day) and from invites (once per ref), a spin's
// awards through grantAwards, 100 racing spins with 3 chances paying 3 times, one Idempotency-Key = one spin, refusals
// (no chance, closed, paused, no sector), other sessions and logged-out callers refused, the record kept to its owner,
// hasTurntable and spinAwardFlag following the activity and the wheel, and the operator command.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand } from '../../../server/domain/operator.ts';
import { applyDeposit } from '../../../server/domain/rewards/engine.ts';
import { grantSpinChances } from '../../../server/domain/spin/chances.ts';
import { appCalls, backends, balanceOf, fundedPlayer, newPlayer, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('spin wheel on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const admin = (...args: string[]) => runOperatorCommand(t.db, 'spin', args, t.clock.now());
  let n = 0;
  const deposit = (userId: number, amount: number, orderId = `so${(n += 1)}`) =>
    t.db.transaction().execute((trx) => applyDeposit(trx, { userId, orderId, amount, at: t.clock.now() }));
  const info = (token: string) => data('getSpinInfo', {}, token);
  const spin = (token: string, headers: Record<string, string> = {}) => call('actInviteUserSpin', {}, token, headers);
  const onlySector = async (sector: number) => {
    for (let s = 1; s <= 8; s += 1) await admin('weight', String(s), s === sector ? '1' : '0');
  };
  const SEEDED_WEIGHTS = [3000, 2000, 2000, 1200, 800, 600, 350, 50];
  const restoreWeights = async () => {
    for (const [i, w] of SEEDED_WEIGHTS.entries()) await admin('weight', String(i + 1), String(w));
  };

  it('a deposit earns 1 chance per ₱100 once per order, up to 10 a Manila day', async () => {
    const p = await fundedPlayer(t, 0, 'sd');
    expect(await info(p.token)).toMatchObject({ chances: 0, depositPerChance: 10_000, dailyDepositCap: 10, depositChancesToday: 0, open: true });
    await deposit(p.userId, 9_999);
    expect((await info(p.token)).chances).toBe(0);
    await deposit(p.userId, 35_000, 'order-a');
    await deposit(p.userId, 35_000, 'order-a');
    expect(await info(p.token)).toMatchObject({ chances: 3, depositChancesToday: 3 });
    await deposit(p.userId, 1_000_000);
    expect(await info(p.token)).toMatchObject({ chances: 10, depositChancesToday: 10 });
    t.clock.advance(86_400_000);
    await deposit(p.userId, 20_000);
    expect(await info(p.token)).toMatchObject({ chances: 12, depositChancesToday: 2 });
  });

  it('grantSpinChances with the same reason and ref grants once', async () => {
    const p = await fundedPlayer(t, 0, 'si');
    const grant = () => t.db.transaction().execute((trx) => grantSpinChances(trx, p.userId, 2, 'invite', `invitee-${p.userId}`, t.clock.now()));
    expect(await grant()).toBe(2);
    expect(await grant()).toBe(0);
    expect((await info(p.token)).chances).toBe(2);
  });

  it('a spin spends a chance and credits the sector awards through the ledger; the record lists it', async () => {
    const p = await fundedPlayer(t, 0, 'ss');
    await admin('grant', p.account, '2');
    await onlySector(4);
    const answer = (await spin(p.token)).json();
    await restoreWeights();
    expect(answer).toMatchObject({ code: 0, data: { sector: 4, awards: [{ id: 2001, count: 500 }], chances: 1, balance: 500 } });
    expect(await balanceOf(t, p.userId)).toBe(500);
    const record = await data('getSpinRecord', {}, p.token);
    expect(record).toMatchObject({ total: 1, pages: 1, list: [{ id: answer.data.id, sector: 4, awards: [{ id: 2001, count: 500 }] }] });
    const other = await newPlayer(t, 'so');
    expect((await data('getSpinRecord', {}, other.token)).list).toEqual([]);
    const winners = (await info(other.token)).winners;
    expect(winners[0]).toMatchObject({ id: answer.data.id, awards: [{ id: 2001, count: 500 }] });
    expect(winners[0].nickname).not.toBe(p.account);
  });

  it('100 parallel spins with 3 chances: exactly 3 succeed and 3 awards are credited', async () => {
    const p = await fundedPlayer(t, 0, 'sr');
    await admin('grant', p.account, '3');
    const answers = await Promise.all(Array.from({ length: 100 }, () => spin(p.token)));
    const codes = answers.map((a) => a.json().code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === 1201)).toHaveLength(97);
    const draws = await t.db.selectFrom('spin_draws').select('id').where('user_id', '=', p.userId).execute();
    expect(draws).toHaveLength(3);
    const logged = await t.db.selectFrom('award_log').select('reference').where('user_id', '=', p.userId).where('source', '=', 'spin').execute();
    expect(new Set(logged.map((r) => r.reference)).size).toBe(3);
    expect((await info(p.token)).chances).toBe(0);
  });

  it('the same Idempotency-Key twice is one spin; another session spins its own player only; logged out is refused', async () => {
    const p = await fundedPlayer(t, 0, 'sk');
    await admin('grant', p.account, '2');
    const first = (await spin(p.token, { 'idempotency-key': 'spin-1' })).json();
    const again = (await spin(p.token, { 'idempotency-key': 'spin-1' })).json();
    expect(first.code).toBe(0);
    expect(again).toEqual(first);
    expect((await info(p.token)).chances).toBe(1);
    // Another player replaying the key spends nothing of p's.
    const other = await newPlayer(t, 'sx');
    expect((await spin(other.token, { 'idempotency-key': 'spin-1' })).json().code).toBe(1201);
    await data('logout', {}, p.token);
    expect((await spin(p.token)).json().code).toBe(401);
    expect((await call('getSpinRecord', {}, p.token)).json().code).toBe(401);
    expect((await t.post('/app/v1/actInviteUserSpin', {})).json().code).toBe(401);
    // A visitor sees the wheel without chances.
    const visitor = (await t.post('/app/v1/getSpinInfo', {})).json();
    expect(visitor).toMatchObject({ code: 0, data: { chances: 0, open: true } });
    expect(visitor.data.sectors).toHaveLength(8);
    const left = await t.db.selectFrom('spin_chances').select('chances').where('user_id', '=', p.userId).executeTakeFirst();
    expect(left).toEqual({ chances: 1 });
  });

  it('refuses with 1201 (no chance), 1202 (closed), 1203 (paused), 1204 (no sector), keeping the chance', async () => {
    const p = await fundedPlayer(t, 0, 'sc');
    const refusal = async () => {
      const r = await spin(p.token);
      return { status: r.statusCode, code: r.json().code as number, msg: r.json().msg as string };
    };
    expect(await refusal()).toMatchObject({ status: 403, code: 1201, msg: expect.stringMatching(/no spin chance/) });
    await admin('grant', p.account, '1');
    await t.db.updateTable('activities').set({ enabled: false }).where('id', '=', 103).execute();
    expect(await refusal()).toMatchObject({ code: 1202 });
    await t.db.updateTable('activities').set({ enabled: true }).where('id', '=', 103).execute();
    await t.db
      .insertInto('play_settings')
      .values({ user_id: p.userId, timeout_until: t.clock.now() + 3_600_000, updated_at: t.clock.now() })
      .execute();
    expect(await refusal()).toMatchObject({ code: 1203 });
    await t.db.deleteFrom('play_settings').where('user_id', '=', p.userId).execute();
    for (let s = 1; s <= 8; s += 1) await admin('weight', String(s), '0');
    expect(await refusal()).toMatchObject({ code: 1204 });
    await restoreWeights();
    expect((await info(p.token)).chances).toBe(1);
  });

  it('hasTurntable and spinAwardFlag follow the activity, the wheel and the chances', async () => {
    const p = await fundedPlayer(t, 0, 'sf');
    const flag = async () => (await data('activityGetStatusList', {}, p.token)).spinAwardFlag;
    const turntable = async () => (await data('getActivityIds', {}, p.token)).hasTurntable;
    expect(await turntable()).toBe(true);
    expect(await flag()).toBe(false);
    await admin('grant', p.account, '1');
    expect(await flag()).toBe(true);
    for (let s = 1; s <= 8; s += 1) await admin('weight', String(s), '0');
    expect(await turntable()).toBe(false);
    expect(await flag()).toBe(false);
    await restoreWeights();
    await t.db.updateTable('activities').set({ enabled: false }).where('id', '=', 103).execute();
    expect(await turntable()).toBe(false);
    expect(await flag()).toBe(false);
    await t.db.updateTable('activities').set({ enabled: true }).where('id', '=', 103).execute();
    expect(await turntable()).toBe(true);
    expect(await flag()).toBe(true);
  });

  it('the operator command shows odds and average, changes sectors and settings, grants once per ticket, refuses bad words', async () => {
    const shown = await admin('show');
    expect(shown).toMatch(/sector 1 "₱1": ₱1.00, weight 3000 \(30.00%\)/);
    expect(shown).toMatch(/average spin: ₱2.34, 6.000 x prop 2002, 0.175 x prop 60001/);
    expect(await admin('award', '8', '₱100', '2001:10000')).toMatch(/sector 8 is "₱100": 2001:10000/);
    expect(await admin('show')).toMatch(/sector 8 "₱100": ₱100.00/);
    await admin('award', '8', '₱88', '2001:8800');
    expect(await admin('set', 'daily-cap', '5')).toBe('Spin daily-cap is 5');
    await admin('set', 'daily-cap', '10');
    const p = await newPlayer(t, 'sa');
    expect(await admin('grant', p.account, '3', 'ticket-77')).toMatch(/has 3 spin chances \(\+3\)/);
    expect(await admin('grant', p.account, '3', 'ticket-77')).toMatch(/already granted.*has 3 spin chances/);
    await expect(admin('grant', 'nobody-here', '1')).rejects.toThrow(/No player/);
    await expect(admin('grant', p.account, '0')).rejects.toThrow(/Usage/);
    await expect(admin('weight', '9', '1')).rejects.toThrow(/Usage/);
    await expect(admin('award', '1', 'x', '50001:1')).rejects.toThrow(/Usage/);
    await expect(admin('award', '1', 'x', '2001:0')).rejects.toThrow(/Usage/);
    await expect(admin('set', 'nothing', '1')).rejects.toThrow(/Usage/);
  });
});
