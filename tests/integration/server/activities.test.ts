// The activity engine: getActivityIds keeps only enabled activities inside their window, in sort order; the operator's
// `activity` command (list, show, add, set, enable/disable, sign-up bonus) with its refusals; the sign-up bonus granted
// once at registration, claimed once (100 racing claims), its red dot, and refused to others and after logout.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROP } from '../../../contract/index.ts';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { runOperatorCommand, UsageError } from '../../../server/domain/operator.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { appCalls, backends, balanceOf, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const HOUR = 3_600_000;

describe.each(backends())('activity engine on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  const { call, data } = appCalls(() => t);
  const admin = (...args: string[]) => runOperatorCommand(t.db, 'activity', args, t.clock.now());
  const ids = async (token = '') => (await data('getActivityIds', {}, token)).activityIds as number[];
  const iso = (ms: number) => new Date(ms).toISOString();

  it('lists the seeded activities in sort order, start modals with their kinds and the notice text', async () => {
    const answer = await data('getActivityIds', {}, '');
    expect(answer.activityIds).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 117, 119]);
    expect(answer.activityMap['112']).toMatchObject({
      type: 1,
      clickType: 2,
      clickAction: 'notice',
      unloginShowStatus: 1,
      rules: expect.stringContaining('adults aged 21 and over'),
    });
    expect(answer.activityMap['112'].rules).toContain('21');
    expect(answer.loginBonus3CanReceive).toBe(false);
  });

  it('keeps an activity out before its window opens and after it closes, and a disabled one always', async () => {
    const now = t.clock.now();
    await admin('set', '106', 'startsAt', iso(now + HOUR));
    await admin('set', '106', 'endsAt', iso(now + 2 * HOUR));
    expect(await ids()).not.toContain(106);
    t.clock.advance(HOUR);
    expect(await ids()).toContain(106);
    t.clock.advance(HOUR);
    expect(await ids()).not.toContain(106);
    await admin('set', '106', 'startsAt', 'none');
    await admin('set', '106', 'endsAt', 'none');
    expect(await ids()).toContain(106);
    await admin('disable', '106');
    expect(await ids()).not.toContain(106);
    await admin('enable', '106');
    expect(await ids()).toContain(106);
  });

  it('follows sort order as the operator changes it', async () => {
    await admin('set', '109', 'sort', '0');
    expect((await ids())[0]).toBe(109);
    await admin('set', '109', 'sort', '9');
    expect((await ids())[0]).toBe(101);
  });

  it('adds, shows and edits activities from the operator command', async () => {
    expect(await admin('add', '120', '20', '2', '3', 'https://pagcor.ph', 'Play', 'responsibly')).toBe('Activity 120 added (enabled, always open)');
    expect(await admin('show', '120')).toContain('3:https://pagcor.ph\tPlay responsibly');
    expect(await admin('set', '120', 'rules', 'Read', 'the', 'rules')).toContain('rules: Read the rules');
    expect(await admin('list')).toContain('120\tsort 20\tlisted\ton\t3:https://pagcor.ph');
    expect(await ids()).toContain(120);
  });

  it('refuses bad operator input with a clear message', async () => {
    await expect(admin('add', '101', '1', '2', '1', '/x', 'Dup')).rejects.toThrow('Activity 101 exists');
    await expect(admin('add', '121', '1', '2', '3', 'javascript:alert(1)', 'Bad')).rejects.toThrow('a URL action starts with https://');
    await expect(admin('add', '122', '1', '1', '2', 'lucky-wheel', 'Bad')).rejects.toThrow('a modal action is one of');
    await expect(admin('set', '999', 'sort', '1')).rejects.toThrow('No activity 999');
    await expect(admin('set', '106', 'startsAt', iso(t.clock.now() + 3 * HOUR))).resolves.toBeTruthy();
    await expect(admin('set', '106', 'endsAt', iso(t.clock.now() + HOUR))).rejects.toThrow('startsAt must be before endsAt');
    await admin('set', '106', 'startsAt', 'none');
    for (const args of [
      [],
      ['set', '106', 'colour', 'red'],
      ['set', '106', 'startsAt', '2026-01-01 10:00'],
      ['set', '106', 'type', '7'],
      ['show'],
      ['add', '1', 'x'],
    ]) {
      await expect(runOperatorCommand(t.db, 'activity', args, 0), args.join(' ')).rejects.toThrow(UsageError);
    }
  });

  it('grants the sign-up bonus once at registration; one claim of 100 racing pays, and the red dot goes out', async () => {
    const p = await newPlayer(t, 's');
    const userId = (await findUserIdByAccount(t.db, p.account))!;
    expect((await data('activityGetStatusList', {}, p.token)).hasSignUpBonus).toBe(true);
    expect(await data('getSignUpBonus', {}, p.token)).toEqual({ bonus: { awards: [{ id: PROP.coin, count: 1_000 }], claimed: false } });
    const before = await balanceOf(t, userId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('claimSignUpBonus', {}, p.token)));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0 && c !== 403)).toEqual([]);
    expect(await balanceOf(t, userId)).toBe(before + 1_000);
    expect((await data('activityGetStatusList', {}, p.token)).hasSignUpBonus).toBe(false);
    expect((await data('getSignUpBonus', {}, p.token)).bonus.claimed).toBe(true);
    const again = await call('claimSignUpBonus', {}, p.token);
    expect(again.statusCode).toBe(403);
    expect(again.json().msg).toBe('You have claimed your sign-up bonus');
  });

  it('refuses the claim without a session and after logout, and pays no one else', async () => {
    const p = await newPlayer(t, 'o');
    const other = await newPlayer(t, 'o');
    expect((await call('claimSignUpBonus', {}, '')).statusCode).toBe(401);
    await data('claimSignUpBonus', {}, other.token);
    expect((await data('getSignUpBonus', {}, p.token)).bonus.claimed).toBe(false);
    await t.post('/app/v1/logout', {}, { token: p.token });
    expect((await call('claimSignUpBonus', {}, p.token)).statusCode).toBe(401);
    expect((await call('getSignUpBonus', {}, p.token)).statusCode).toBe(401);
  });

  it('lets the operator change or turn off the bonus for new players only', async () => {
    const early = await newPlayer(t, 'e');
    expect(await admin('signup-bonus', `${PROP.coin}:2500`)).toBe(`Sign-up bonus for new players: ${PROP.coin}:2500`);
    const later = await newPlayer(t, 'l');
    expect((await data('getSignUpBonus', {}, later.token)).bonus.awards).toEqual([{ id: PROP.coin, count: 2_500 }]);
    expect((await data('getSignUpBonus', {}, early.token)).bonus.awards).toEqual([{ id: PROP.coin, count: 1_000 }]);
    expect(await admin('signup-bonus', 'off')).toBe('Sign-up bonus for new players: off');
    const none = await newPlayer(t, 'n');
    expect(await data('getSignUpBonus', {}, none.token)).toEqual({ bonus: null });
    expect((await data('activityGetStatusList', {}, none.token)).hasSignUpBonus).toBe(false);
    const missing = await call('claimSignUpBonus', {}, none.token);
    expect(missing.statusCode).toBe(404);
    await expect(runOperatorCommand(t.db, 'activity', ['signup-bonus', '2001:0'], 0)).rejects.toThrow(UsageError);
  });
});
