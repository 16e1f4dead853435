// Tasks and points calls. Every call reaches only the caller's own progress, points and exchanges.
import { calls } from '../../contract/index.ts';
import { drainBets } from '../domain/rewards/engine.ts';
import { claimChest } from '../domain/rewards/liveness.ts';
import { exchangeInfo, exchangePoints } from '../domain/rewards/points.ts';
import { claimTask, finishTask, listTasks } from '../domain/rewards/tasks.ts';
import type { CallRegistry } from './register-call.ts';

export function taskRoutes(registry: CallRegistry): void {
  registry.register(calls.getTaskUser, async ({ db, now, requireUser }) => {
    const { userId } = requireUser();
    // Bets left in the outbox count before the progress is read.
    await drainBets(db, userId);
    return listTasks(db, userId, now);
  });

  registry.register(calls.finishTask, ({ db, body, now, requireUser }) => finishTask(db, requireUser().userId, body.id, now));

  registry.register(calls.receiveTaskAward, async ({ db, body, now, requireUser }) => {
    const { userId } = requireUser();
    await drainBets(db, userId);
    return claimTask(db, userId, body.id, now);
  });

  registry.register(calls.receiveLivenessChest, ({ db, body, now, requireUser }) => claimChest(db, requireUser().userId, body.at, now));

  registry.register(calls.getExchange, ({ db, body, requireUser }) => exchangeInfo(db, requireUser().userId, body.page));

  registry.register(calls.exchange, ({ db, body, now, requireUser }) => exchangePoints(db, requireUser().userId, body.points, now));
}
