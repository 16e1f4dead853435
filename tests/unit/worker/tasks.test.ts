// The worker's tasks module: the period's tasks replace the stored ones with liveness, points and the server clock's
// offset; a claim marks the row claimed, writes the balance and points and clears the task red dots when nothing else
// waits; a bad answer writes nothing; the points exchange stores its history and spends with an Idempotency-Key.
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '../../../contract/index.ts';
import { createTasks } from '../../../worker/tasks.ts';
import { getKv } from '../../../src/db/database.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { flagsFixture, userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

async function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  h.state.token = 'tok-1';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ coin: 100 }), updatedAt: 0 });
  await h.db.flags.put({ key: 'me', ...flagsFixture({ hasTask: true, taskAwardFlag: true }) });
  let n = 0;
  return { ...h, tasks: createTasks({ http: h.http, db: h.db, state: h.state, now: h.now, uuid: () => `key-${(n += 1)}` }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const task = (id: number, over: Partial<Task> = {}): Task => ({
  id,
  kind: 'daily',
  title: `Task ${id}`,
  unit: 'count',
  goal: 10,
  progress: 0,
  awards: [{ id: 2002, count: 10 }],
  state: 'in-progress',
  resetsAt: NOW + 1_000,
  action: '',
  clientCompletable: false,
  minVip: 0,
  minUserLevel: 0,
  locked: false,
  ...over,
});
const chests = (today: number, claimed: number[] = []) =>
  [50, 100].map((at) => ({ at, awards: [{ id: 2001, count: at * 10 }], state: claimed.includes(at) ? 'claimed' : today >= at ? 'open' : 'locked' }));
const list = (tasks: Task[], over: Record<string, unknown> = {}) =>
  envelope({ list: tasks, liveness: 30, livenessToday: 30, chests: chests(30), points: 40, serverTime: NOW + 5_000, ...over });

describe('worker tasks', () => {
  it('replaces the stored tasks with the period’s and keeps liveness, points and the clock offset', async () => {
    const h = await setUp([list([task(1), task(2)]), list([task(2, { progress: 3 })])]);
    expect(await h.tasks.load()).toEqual({ ok: true, data: { count: 2 } });
    expect(await getKv('taskState', h.db)).toEqual({ liveness: 30, livenessToday: 30, chests: chests(30), points: 40, clockOffset: 5_000 });
    await h.tasks.load();
    expect(await h.db.tasks.toArray()).toEqual([task(2, { progress: 3 })]);
  });

  it('refuses an answer that breaks the contract and keeps what it had', async () => {
    const h = await setUp([list([task(1)]), envelope({ list: [{ id: 'x' }], liveness: 1, livenessToday: 1, chests: [], points: 1, serverTime: 1 })]);
    await h.tasks.load();
    const bad = await h.tasks.load();
    expect(bad.ok).toBe(false);
    expect(await h.db.tasks.toArray()).toEqual([task(1)]);
  });

  it('claims with an Idempotency-Key, marks the task claimed, writes balance and points, clears the award dot', async () => {
    const h = await setUp([
      list([task(1, { state: 'complete', progress: 10 }), task(2, { kind: 'weekly' })]),
      envelope({ id: 1, awards: [{ id: 2001, count: 500 }], alreadyClaimed: false, balance: 600, points: 50, liveness: 40, livenessToday: 40 }),
    ]);
    await h.tasks.load();
    const claimed = await h.tasks.claim(1);
    expect(claimed).toEqual({ ok: true, data: { awards: [{ id: 2001, count: 500 }], alreadyClaimed: false, balance: 600 } });
    expect(h.server.requests[1]?.headers['Idempotency-Key']).toBe('key-1');
    expect((await h.db.tasks.get(1))?.state).toBe('claimed');
    expect((await h.db.user.get('me'))?.coin).toBe(600);
    expect(await getKv('taskState', h.db)).toMatchObject({ points: 50, liveness: 40 });
    // Nothing left to claim, and no daily task left to do today.
    expect(await h.db.flags.get('me')).toMatchObject({ taskAwardFlag: false, hasTask: false });
  });

  it('keeps the award dot while another complete task waits, and changes nothing on a refused claim', async () => {
    const h = await setUp([
      list([task(1, { state: 'complete' }), task(2, { state: 'complete' })]),
      envelope({ id: 1, awards: [], alreadyClaimed: false, balance: 100, points: 40, liveness: 30, livenessToday: 30 }),
      failure(403, 'Finish this task first, then claim its reward'),
    ]);
    await h.tasks.load();
    await h.tasks.claim(1);
    expect((await h.db.flags.get('me'))?.taskAwardFlag).toBe(true);
    const refused = await h.tasks.claim(2);
    expect(refused).toMatchObject({ ok: false, code: 403, msg: 'Finish this task first, then claim its reward' });
    expect((await h.db.tasks.get(2))?.state).toBe('complete');
  });

  it("opens a chest when a claim lifts the day's liveness to its mark, and a chest claim keeps the award dot off after", async () => {
    const h = await setUp([
      list([task(1, { state: 'complete' })], { livenessToday: 45, chests: chests(45) }),
      envelope({ id: 1, awards: [{ id: 4001, count: 10 }], alreadyClaimed: false, balance: 100, points: 40, liveness: 55, livenessToday: 55 }),
      envelope({ at: 50, awards: [{ id: 2001, count: 500 }], alreadyClaimed: false, balance: 600, points: 60 }),
    ]);
    await h.tasks.load();
    await h.tasks.claim(1);
    expect((await getKv('taskState', h.db))?.chests.map((c) => c.state)).toEqual(['open', 'locked']);
    expect((await h.db.flags.get('me'))?.taskAwardFlag).toBe(true);
    expect(await h.tasks.claimChest(50)).toEqual({ ok: true, data: { awards: [{ id: 2001, count: 500 }], alreadyClaimed: false, balance: 600 } });
    expect((await getKv('taskState', h.db))?.chests.map((c) => c.state)).toEqual(['claimed', 'locked']);
    expect((await h.db.user.get('me'))?.coin).toBe(600);
    expect((await h.db.flags.get('me'))?.taskAwardFlag).toBe(false);
  });

  it('stores the points terms and history, and an exchange spends points and credits coin locally', async () => {
    const history = [
      { key: 'spent:1', points: -100, source: 'points-exchange', coin: 100, time: NOW - 1 },
      { key: 'earned:1', points: 300, source: 'task', coin: 0, time: NOW - 2 },
    ];
    const h = await setUp([
      envelope({ points: 200, pointsPerPeso: 100, minPoints: 100, maxPoints: 100_000, history, page: 1, hasMore: false }),
      envelope({ points: 100, coin: 100, balance: 200, pointsLeft: 100 }),
    ]);
    expect(await h.tasks.loadExchange()).toEqual({ ok: true, data: { hasMore: false } });
    expect(await h.db.pointsHistory.orderBy('time').reverse().toArray()).toEqual(history);
    expect(await h.tasks.exchange(100)).toEqual({ ok: true, data: { points: 100, coin: 100, balance: 200 } });
    expect(h.server.requests[1]?.headers['Idempotency-Key']).toBe('key-1');
    expect(await getKv('pointsExchange', h.db)).toMatchObject({ points: 100, pointsPerPeso: 100 });
    expect((await h.db.user.get('me'))?.coin).toBe(200);
  });
});
