// The operator's sign-in and first-deposit commands: bad arguments are usage errors, and set terms are what players
// are then offered and paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOperatorArgs, runOperatorCommand, UsageError } from '../../../server/domain/operator.ts';
import { appCalls, startTestApp, type TestApp } from './helpers.ts';

describe('sign-in and first-deposit operator commands', () => {
  let t: TestApp;
  const { data } = appCalls(() => t);
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t?.close());

  it.each([
    ['sign-in', ['set-day', '8', '2001:100']],
    ['sign-in', ['set-day', '1', '999:100']],
    ['sign-in', ['set-day', '1', '2001:0']],
    ['sign-in', ['set-day', '1']],
    ['first-deposit', ['tiers', '100:abc']],
    ['first-deposit', ['tiers', '100:20', '100:30']],
    ['first-deposit', ['max', '-1']],
    ['first-deposit', ['turnover', '1.5']],
  ])('refuses %s %j', (name, args) => {
    expect(() => checkOperatorArgs(name, args)).toThrow(UsageError);
  });

  it('sets a sign-in day that players then see', async () => {
    const out = await runOperatorCommand(t.db, 'sign-in', ['set-day', '3', '2001:1500', '1010:1'], t.clock.now());
    expect(out).toContain('Day 3: 2001:1500 1010:1');
    const player = await t.post('/app/v1/accountRegist', { account: `op${Date.now() % 1e8}`, password: 'secret123', confirmNotice: true });
    const calendar = await data('loginBonus3User', {}, player.json().data.token);
    expect(calendar.days[2]).toEqual([
      { id: 2001, count: 1500 },
      { id: 1010, count: 1 },
    ]);
  });

  it('replaces the first-deposit tiers, cap and turnover shown to players', async () => {
    await runOperatorCommand(t.db, 'first-deposit', ['tiers', '200:50', '2000.50:600'], t.clock.now());
    await runOperatorCommand(t.db, 'first-deposit', ['max', '500'], t.clock.now());
    const out = await runOperatorCommand(t.db, 'first-deposit', ['turnover', '5'], t.clock.now());
    expect(out).toBe('First-deposit tiers: 200.00 -> 50.00, 2000.50 -> 600.00; cap 500.00; turnover x5 of deposit + bonus');
    expect(await data('firstDepositInfo', {}, '')).toMatchObject({
      tiers: [
        { minAmount: 20_000, bonus: 5_000 },
        { minAmount: 200_050, bonus: 60_000 },
      ],
      maxBonus: 50_000,
      turnoverMultiple: 5,
    });
  });
});
