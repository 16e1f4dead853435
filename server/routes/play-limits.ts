// Responsible play: the caller's own limits, time-out and self-exclusion. Enforcement is checkPlay in the domain.
import { calls } from '../../contract/index.ts';
import { playSettings, setPlayLimits, startSelfExclusion, startTimeOut, type LimitChanges } from '../domain/play-limits.ts';
import type { CallRegistry } from './register-call.ts';

export function playLimitRoutes(registry: CallRegistry): void {
  registry.register(calls.getPlayLimits, ({ db, now, requireUser }) => playSettings(db, requireUser().userId, now));

  registry.register(calls.setPlayLimits, async ({ db, body, now, requireUser }) => {
    const { userId } = requireUser();
    const { realityCheckMinutes, ...rest } = body;
    // Only the keys sent change; undefined means "leave as it is", null means "remove".
    const changes: LimitChanges = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    await db.transaction().execute((trx) => setPlayLimits(trx, userId, changes, realityCheckMinutes, now));
    return playSettings(db, userId, now);
  });

  registry.register(calls.startTimeOut, async ({ db, body, now, requireUser }) => {
    const { userId } = requireUser();
    await db.transaction().execute((trx) => startTimeOut(trx, userId, body.hours, now));
    return playSettings(db, userId, now);
  });

  registry.register(calls.startSelfExclusion, async ({ db, body, now, requireUser }) => {
    const { userId } = requireUser();
    await db.transaction().execute((trx) => startSelfExclusion(trx, userId, body.months, now));
    return playSettings(db, userId, now);
  });
}
