// Red versus blue: the caller's view of the period and joining a camp; a player reads and joins only as themselves.
import { calls } from '../../contract/index.ts';
import { pkData } from '../domain/pk/data.ts';
import { joinCamp } from '../domain/pk/members.ts';
import type { CallRegistry } from './register-call.ts';

export function pkRoutes(registry: CallRegistry): void {
  registry.register(calls.pkData, ({ db, now, requireUser }) => pkData(db, requireUser().userId, now));
  registry.register(calls.pkSignUp, async ({ db, body, now, requireUser }) => {
    const { userId } = requireUser();
    await joinCamp(db, userId, body.camp, now);
    return pkData(db, userId, now);
  });
}
