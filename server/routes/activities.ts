// Activity calls. Each acts on the caller's own sign-up bonus only.
import { calls } from '../../contract/index.ts';
import { claimSignUpBonus, signUpBonus } from '../domain/activities/signup-bonus.ts';
import type { CallRegistry } from './register-call.ts';

export function activityRoutes(registry: CallRegistry): void {
  registry.register(calls.getSignUpBonus, async ({ db, requireUser }) => ({ bonus: await signUpBonus(db, requireUser().userId) }));
  registry.register(calls.claimSignUpBonus, ({ db, now, requireUser }) => claimSignUpBonus(db, requireUser().userId, now));
}
