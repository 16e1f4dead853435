// The rewards engine's outbox drain: a valid bet left unconsumed in bet_outbox (written before the engine ran in-line,
// or by a path that only writes the outbox) reaches VIP experience and tasks exactly once, however many reads race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../server/domain/ledger-audit.ts';
import { findUserIdByAccount } from '../../../server/domain/users.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const BET_100_TODAY = 2;
const SLOT_ROUNDS = 3;

describe.each(backends())('rewards engine on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const data = async (name: string, token: string) => {
    const response = await t.post(`/app/v1/${name}`, {}, { token });
    expect(response.json().code, response.body).toBe(0);
    return response.json().data;
  };
  const taskOf = async (token: string, id: number) => (await data('getTaskUser', token)).list.find((x: { id: number }) => x.id === id);

  it('applies an unconsumed outbox bet once: VIP experience and task progress, then marks it consumed', async () => {
    const p = await newPlayer(t, 'eng');
    const userId = (await findUserIdByAccount(t.db, p.account))!;
    const expBefore = (await data('getVipInfo', p.token)).vipData.vipExp;
    await t.db
      .insertInto('bet_outbox')
      .values({
        user_id: userId,
        round_id: `legacy-${userId}`,
        game_id: 1,
        type_id: 1,
        valid_bet: 10_000,
        win: 0,
        activity_id: null,
        created_at: t.clock.now(),
        consumed_at: null,
      })
      .execute();

    // Reads that depend on bets drain first; ten of them racing still apply the bet once.
    await Promise.all(Array.from({ length: 10 }, (_, i) => data(i % 2 ? 'getTaskUser' : 'getVipInfo', p.token)));
    expect(await taskOf(p.token, BET_100_TODAY)).toMatchObject({ progress: 10_000, state: 'complete' });
    expect(await taskOf(p.token, SLOT_ROUNDS)).toMatchObject({ progress: 1 });
    const exp = (await data('getVipInfo', p.token)).vipData.vipExp;
    expect(exp).toBeGreaterThan(expBefore);
    expect((await data('getVipInfo', p.token)).vipData.vipExp).toBe(exp);

    const row = await t.db.selectFrom('bet_outbox').select('consumed_at').where('round_id', '=', `legacy-${userId}`).executeTakeFirstOrThrow();
    expect(row.consumed_at).not.toBeNull();
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });
});
