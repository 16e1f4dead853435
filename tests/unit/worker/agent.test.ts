// The worker's agent module: the overview and goals kept for offline reading, the agent red dot recomputed from them
// (the same rule as the server's), claims zeroing what they paid with the new balance and an Idempotency-Key, a
// refusal changing nothing, pages appended, and a Share/Copy tap kept through a lost network.
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentOverview, InviteSummary } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createAgent } from '../../../worker/agent.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { flagsFixture, userInfoFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100 }), updatedAt: 0 });
  await h.db.flags.put({ key: 'me', ...flagsFixture({ agent5AwardFlag: false }) });
  let n = 0;
  return { ...h, agent: createAgent({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const overview = (over: Partial<AgentOverview> = {}): AgentOverview => ({
  pid: 7,
  inviteCode: 'ABCD2345',
  invited: 2,
  validInvitees: 1,
  claimable: 300,
  today: 300,
  total: 500,
  rateBp: 30,
  tiers: [{ minValid: 1, rateBp: 30 }],
  inviteReward: 2_000,
  rewardsWaiting: 0,
  kycRequired: false,
  ...over,
});
const summary = (over: Partial<InviteSummary> = {}): InviteSummary => ({
  pid: 7,
  inviteCode: 'ABCD2345',
  invited: 2,
  validInvitees: 1,
  goals: [
    { goal: 1, awards: [{ id: 2001, count: 1_000 }], reached: true, claimed: false },
    { goal: 5, awards: [{ id: 2001, count: 5_000 }], reached: false, claimed: false },
  ],
  ...over,
});
const record = (inviteeId: number) => ({ inviteeId, nickname: 'ab***c', registeredAt: 1, validAt: 2, rewardClaimed: false, commission: 0 });

describe('worker agent', () => {
  it('keeps the overview and lights the agent dot while commission waits', async () => {
    const h = await setUp([envelope(overview())]);
    expect(await h.agent.load()).toEqual({ ok: true, data: { claimable: 300 } });
    expect((await getKv('agentOverview', h.db))?.total).toBe(500);
    expect((await h.db.flags.get('me'))?.agent5AwardFlag).toBe(true);
  });

  it('claims commission with an Idempotency-Key: claimable zero, balance written, dot off', async () => {
    const h = await setUp([envelope(overview()), envelope({ amount: 300, awards: [{ id: 2001, count: 300 }], balance: 400 })]);
    await h.agent.load();
    const claimed = await h.agent.claimCommission();
    expect(claimed.ok).toBe(true);
    expect(h.server.requests[1]!.headers['Idempotency-Key']).toBe('key-1');
    expect((await getKv('agentOverview', h.db))?.claimable).toBe(0);
    expect((await h.db.user.get('me'))?.coin).toBe(400);
    expect((await h.db.flags.get('me'))?.agent5AwardFlag).toBe(false);
  });

  it('keeps the dot on while a reached goal is unclaimed, and clears it after the goal claim', async () => {
    const h = await setUp([
      envelope(overview({ claimable: 0 })),
      envelope(summary()),
      envelope({ goal: 1, awards: [{ id: 2001, count: 1_000 }], balance: 1_100 }),
    ]);
    await h.agent.load();
    expect(await h.agent.loadInvite()).toEqual({ ok: true, data: { unclaimedGoals: [1] } });
    expect((await h.db.flags.get('me'))?.agent5AwardFlag).toBe(true);
    expect((await h.agent.claimGoal(1)).ok).toBe(true);
    expect((await getKv('inviteSummary', h.db))?.goals[0]?.claimed).toBe(true);
    expect((await h.db.flags.get('me'))?.agent5AwardFlag).toBe(false);
  });

  it('changes nothing when a claim is refused', async () => {
    const h = await setUp([envelope(overview()), failure(403, 'No commission to claim yet.')]);
    await h.agent.load();
    expect(await h.agent.claimCommission()).toMatchObject({ ok: false, code: 403 });
    expect((await getKv('agentOverview', h.db))?.claimable).toBe(300);
    expect((await h.db.user.get('me'))?.coin).toBe(100);
  });

  it('marks paid invite rewards on the kept invitees and lowers the waiting count', async () => {
    const h = await setUp([
      envelope(overview({ claimable: 0, rewardsWaiting: 2 })),
      envelope({ list: [record(3), record(4)], total: 2, hasMore: false }),
      envelope({ inviteeIds: [3], awards: [{ id: 2001, count: 2_000 }], balance: 2_100 }),
    ]);
    await h.agent.load();
    await h.agent.loadInvitees(1);
    expect((await h.agent.claimInviteRewards(3)).ok).toBe(true);
    expect(h.server.requests[2]!.body).toMatchObject({ inviteeId: 3 });
    expect((await getKv('agentOverview', h.db))?.rewardsWaiting).toBe(1);
    expect((await getKv('inviteRecords', h.db))?.list.map((r) => r.rewardClaimed)).toEqual([true, false]);
    expect((await h.db.flags.get('me'))?.agent5AwardFlag).toBe(true);
  });

  it('appends later pages and replaces on page 1', async () => {
    const day = (d: string) => ({ day: d, validBet: 100, commission: 1 });
    const h = await setUp([
      envelope({ list: [day('2026-11-24')], hasMore: true }),
      envelope({ list: [day('2026-11-23')], hasMore: false }),
      envelope({ list: [day('2026-11-25')], hasMore: false }),
    ]);
    await h.agent.loadLog(1);
    await h.agent.loadLog(2);
    expect((await getKv('agentLog', h.db))?.list.map((r) => r.day)).toEqual(['2026-11-24', '2026-11-23']);
    await h.agent.loadLog(1);
    expect(await getKv('agentLog', h.db)).toMatchObject({ list: [day('2026-11-25')], page: 1, hasMore: false });
  });

  it('says a Share/Copy tap is queued when the network is lost', async () => {
    const h = await setUp(['network', 'network', 'network', 'network']);
    expect(await h.agent.clickInvite('copy')).toEqual({ ok: true, data: { queued: true } });
  });
});
