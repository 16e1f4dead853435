// Tasks and points calls and what they store: `tasks` (the current Manila day's and week's tasks), kv `taskState`
// (liveness, points, the server clock's offset for the reset countdown), `pointsHistory` and kv `pointsExchange`
// (balance, rate, bounds). A claim updates the balance, the task row and the task red dots here at once.
import { taskDots } from '../contract/red-dots.ts';
import { calls, type Award, type LivenessChest, type Task } from '../contract/index.ts';
import { getKv, setKv } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export type TasksDeps = ModuleDeps;

export interface TaskClaim {
  awards: Award[];
  alreadyClaimed: boolean;
  balance: number;
}

/** A chest's state once the day's liveness is known: a claimed chest stays claimed. */
const chestState = (chest: LivenessChest, today: number): LivenessChest['state'] =>
  chest.state === 'claimed' ? 'claimed' : today >= chest.at ? 'open' : 'locked';

export interface PointsExchanged {
  points: number;
  coin: number;
  balance: number;
}

export function createTasks({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: TasksDeps) {
  const post = sessionPost(http, state);

  /** The task red dots as the local rows say: cleared at once, set again by the next activityGetStatusList. */
  async function refreshFlags(): Promise<void> {
    const flags = await db.flags.get('me');
    if (!flags) return;
    const rows = await db.tasks.toArray();
    const task = await getKv('taskState', db);
    // Tasks the player's gates close light no dot, as on the server.
    const dots = taskDots(
      rows.filter((x) => !x.locked),
      task?.chests ?? [],
    );
    await db.flags.update('me', { taskAwardFlag: flags.taskAwardFlag && dots.taskAwardFlag, hasTask: flags.hasTask && dots.hasTask });
  }

  async function setPoints(points: number): Promise<void> {
    const task = await getKv('taskState', db);
    if (task) await setKv('taskState', { ...task, points }, db);
    const exchange = await getKv('pointsExchange', db);
    if (exchange) await setKv('pointsExchange', { ...exchange, points }, db);
  }

  return {
    /** The current period's tasks replace the stored ones (yesterday's are gone with the period). */
    async load(): Promise<Result<{ count: number }>> {
      const result = await post(calls.getTaskUser, {});
      if (!result.ok) return result;
      const { list, liveness, livenessToday, chests, points, serverTime } = result.data;
      await db.transaction('rw', [db.tasks, db.kv], async () => {
        await db.tasks.clear();
        await db.tasks.bulkPut(list);
        await setKv('taskState', { liveness, livenessToday, chests, points, clockOffset: serverTime - now() }, db);
      });
      return ok({ count: list.length });
    },

    /** Reports an app-side task done (e.g. the inbox was opened); the server refuses any other kind. */
    async finish(id: number): Promise<Result<Task>> {
      const local = await db.tasks.get(id);
      if (local && local.state !== 'in-progress') return ok(local);
      const result = await post(calls.finishTask, { id }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await db.tasks.put(result.data);
      const flags = await db.flags.get('me');
      if (flags && result.data.state === 'complete') await db.flags.update('me', { taskAwardFlag: true });
      return ok(result.data);
    },

    /** Claims a complete task's awards (the server pays once); the answer's awards are what the award modal shows. */
    async claim(id: number): Promise<Result<TaskClaim>> {
      const result = await post(calls.receiveTaskAward, { id }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const { awards, alreadyClaimed, balance, points, liveness, livenessToday } = result.data;
      await db.tasks.update(id, { state: 'claimed' });
      await db.user.update('me', { coin: balance, updatedAt: now() });
      const task = await getKv('taskState', db);
      if (task)
        await setKv(
          'taskState',
          { ...task, liveness, livenessToday, points, chests: task.chests.map((c) => ({ ...c, state: chestState(c, livenessToday) })) },
          db,
        );
      await setPoints(points);
      await refreshFlags();
      return ok({ awards, alreadyClaimed, balance });
    },

    /** Opens one of today's liveness chests (the server pays once a day); its awards are what the award modal shows. */
    async claimChest(at: number): Promise<Result<TaskClaim>> {
      const result = await post(calls.receiveLivenessChest, { at }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const { awards, alreadyClaimed, balance, points } = result.data;
      await db.user.update('me', { coin: balance, updatedAt: now() });
      const task = await getKv('taskState', db);
      if (task) await setKv('taskState', { ...task, chests: task.chests.map((c) => (c.at === at ? { ...c, state: 'claimed' as const } : c)) }, db);
      await setPoints(points);
      await refreshFlags();
      return ok({ awards, alreadyClaimed, balance });
    },

    /** The points balance, rate and one history page (page 1 replaces the stored history, later pages add to it). */
    async loadExchange(page = 1): Promise<Result<{ hasMore: boolean }>> {
      const result = await post(calls.getExchange, { page });
      if (!result.ok) return result;
      const { history, hasMore, ...info } = result.data;
      await db.transaction('rw', [db.pointsHistory, db.kv], async () => {
        if (page === 1) await db.pointsHistory.clear();
        await db.pointsHistory.bulkPut(history);
        await setKv('pointsExchange', { ...info, hasMore, page }, db);
      });
      return ok({ hasMore });
    },

    /** Exchanges points into coin (idempotent by key: a retry of this call cannot exchange twice). */
    async exchange(points: number): Promise<Result<PointsExchanged>> {
      const result = await post(calls.exchange, { points }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const { coin, balance, pointsLeft } = result.data;
      await db.user.update('me', { coin: balance, updatedAt: now() });
      await setPoints(pointsLeft);
      return ok({ points, coin, balance });
    },
  };
}

export type TasksModule = ReturnType<typeof createTasks>;
