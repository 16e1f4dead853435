// What a balance refresh (`refreshData`) costs the database: the call's gate (the maintenance switch and the session,
// one statement) and the player's balances (the row's VIP and level, both accounts, KYC and tickets, one statement;
// not the after-login snapshot's deposit sum and social links). Each refresh tap in the app waits on these round trips.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCalls, backends, fundPlayer, newPlayer, startTestApp, statementCounter, type TestApp } from './helpers.ts';

describe.each(backends())('the cost of a balance refresh on %s', (backend) => {
  let t: TestApp;
  const { statements, log, counted } = statementCounter();
  beforeAll(async () => {
    t = await startTestApp(backend, {}, log);
  });
  afterAll(() => t?.close());
  const { data } = appCalls(() => t);

  it('takes two statements and still answers every balance', async () => {
    const p = await newPlayer(t, 'rc');
    const user = await t.db.selectFrom('users').select('id').where('account', '=', p.account).executeTakeFirstOrThrow();
    await fundPlayer(t, user.id, 12_345);
    const answer = await counted(() => data('refreshData', {}, p.token));
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(answer).toMatchObject({ coin: 12_345, safebox: 0, lottery: 0, hasPassword: true });
  });
});
