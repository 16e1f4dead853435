// Daily sign-in calls (loginBonus3). Every call acts on the caller's own claims only.
import { calls } from '../../contract/index.ts';
import { claimSignIn, signInInfo } from '../domain/sign-in/sign-in.ts';
import type { CallRegistry } from './register-call.ts';

export function signInRoutes(registry: CallRegistry): void {
  registry.register(calls.loginBonus3User, ({ db, now, requireUser }) => signInInfo(db, requireUser().userId, now));
  registry.register(calls.loginBonus3UserReceive, ({ db, now, requireUser }) => claimSignIn(db, requireUser().userId, now));
}
