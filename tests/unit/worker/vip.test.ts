// The worker's VIP module: vipData and the audit stored, red dots recomputed from them, claims marking their thing
// claimed locally with the new balance and an Idempotency-Key, a bad answer refused without a write, rebates
// replaced whole and zeroed when paid, the claims log paged.
import { afterEach, describe, expect, it } from 'vitest';
import type { VipData } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createVip } from '../../../worker/vip.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { flagsFixture, userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100, vip: 0, vipExp: 0 }), updatedAt: 0 });
  await h.db.flags.put({ key: 'me', ...flagsFixture({ vipAwardFlag: false, vipTaskFlag: false }) });
  let n = 0;
  return { ...h, vip: createVip({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const level = {
  experience: 100_000,
  betLimit: 100_000,
  dailyAward: [{ id: 2001, count: 500 }],
  showType: 1,
  levelUpBonus: [{ id: 2001, count: 1_000 }],
  rebateRates: { '1': 25 },
};
const vipData = (over: Partial<VipData> = {}): VipData => ({
  vip: 1,
  vipExp: 120_000,
  nextExp: 500_000,
  appVipMap: { '0': { ...level, experience: 0, dailyAward: [], levelUpBonus: [] }, '1': level },
  daily: { claimable: true, claimedToday: false },
  signIn: { signedToday: true, step: 2, ladder: [] },
  levelUps: [{ level: 1, awards: [{ id: 2001, count: 1_000 }], reached: true, claimed: true }],
  tasks: [{ id: 11, kind: 'bet', target: 200_000, progress: 200_000, awards: [{ id: 2001, count: 1_000 }], claimed: false }],
  weekEndsAt: NOW + 1_000,
  ...over,
});

describe('worker vip', () => {
  it('stores vipData, the level on the player row and the red dots it implies', async () => {
    const h = await setUp([envelope({ vipData: vipData() })]);
    expect(await h.vip.load()).toEqual({ ok: true, data: { vip: 1 } });
    expect((await getKv('vipData', h.db))?.vipExp).toBe(120_000);
    expect(await h.db.user.get('me')).toMatchObject({ vip: 1, vipExp: 120_000 });
    expect(await h.db.flags.get('me')).toMatchObject({ vipAwardFlag: true, vipTaskFlag: true });
  });

  it('claims the daily award with an Idempotency-Key: balance written, daily marked claimed, red dot off', async () => {
    const h = await setUp([envelope({ vipData: vipData() }), envelope({ awards: [{ id: 2001, count: 500 }], balance: 600 })]);
    await h.vip.load();
    const claimed = await h.vip.claimDaily();
    expect(claimed).toEqual({ ok: true, data: { awards: [{ id: 2001, count: 500 }], balance: 600 } });
    expect(h.server.requests[1]!.headers['Idempotency-Key']).toBe('key-1');
    expect((await h.db.user.get('me'))?.coin).toBe(600);
    expect((await getKv('vipData', h.db))?.daily).toEqual({ claimable: false, claimedToday: true });
    expect((await h.db.flags.get('me'))?.vipAwardFlag).toBe(false);
    expect((await h.db.flags.get('me'))?.vipTaskFlag).toBe(true);
  });

  it('claims a task and clears vipTaskFlag; a refusal changes nothing', async () => {
    const h = await setUp([
      envelope({ vipData: vipData() }),
      failure(403, 'Complete this task before claiming it'),
      envelope({ id: 11, awards: [], balance: 1_100 }),
    ]);
    await h.vip.load();
    expect(await h.vip.claimTask(11)).toMatchObject({ ok: false, code: 403, msg: 'Complete this task before claiming it' });
    expect((await h.db.flags.get('me'))?.vipTaskFlag).toBe(true);
    expect((await h.vip.claimTask(11)).ok).toBe(true);
    expect((await getKv('vipData', h.db))?.tasks[0]?.claimed).toBe(true);
    expect((await h.db.flags.get('me'))?.vipTaskFlag).toBe(false);
  });

  it('refuses an answer that breaks the contract and writes nothing', async () => {
    const h = await setUp([envelope({ vipData: { ...vipData(), vip: 'gold' } })]);
    expect((await h.vip.load()).ok).toBe(false);
    expect(await getKv('vipData', h.db)).toBeUndefined();
    expect((await h.db.user.get('me'))?.vip).toBe(0);
  });

  it('replaces rebates whole, zeroes the paid types after a claim, and pages the log', async () => {
    const h = await setUp([
      envelope({
        list: [
          { type: 1, rate: 25, validBet: 10_000, amount: 25 },
          { type: 3, rate: 13, validBet: 0, amount: 0 },
        ],
        total: 25,
      }),
      envelope({ amount: 25, awards: [{ id: 2001, count: 25 }], balance: 125, list: [{ type: 1, amount: 25 }] }),
      envelope({ list: [{ id: 7, type: 1, validBet: 10_000, amount: 25, time: NOW }], page: 1, total: 1, hasMore: false }),
    ]);
    expect(await h.vip.loadRebates()).toEqual({ ok: true, data: { total: 25 } });
    expect(await h.db.rebates.count()).toBe(2);
    expect((await h.vip.claimRebates()).ok).toBe(true);
    expect(h.server.requests[1]!.url).toContain('/betBonusReceive');
    expect(await h.db.rebates.get(1)).toMatchObject({ amount: 0, validBet: 0 });
    expect((await h.db.user.get('me'))?.coin).toBe(125);
    expect(await h.vip.loadRebateLog()).toEqual({ ok: true, data: { total: 1, hasMore: false } });
    expect(await h.db.rebateLog.toArray()).toEqual([{ id: 7, type: 1, validBet: 10_000, amount: 25, time: NOW }]);
  });
});
