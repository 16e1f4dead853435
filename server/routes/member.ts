// Member area: profile, other details, inviter binding, safebox password, VIP progress. Every call acts on the caller only.
import { calls } from '../../contract/index.ts';
import { agentFill, changeSafeboxPassword, readUserOther, setSafeboxPassword, updateProfile, updateUserOther, vipProgress } from '../domain/member.ts';
import type { CallRegistry } from './register-call.ts';

export function memberRoutes(registry: CallRegistry): void {
  registry.register(calls.updateProfile, ({ db, body, now, requireUser }) => updateProfile(db, requireUser().userId, body, now));

  registry.register(calls.appUserOther, ({ db, requireUser }) => readUserOther(db, requireUser().userId));

  registry.register(calls.updateAppUserOther, ({ db, body, now, requireUser }) => updateUserOther(db, requireUser().userId, body, now));

  registry.register(calls.agentFill, ({ db, body, now, requireUser }) => agentFill(db, requireUser().userId, body.pid, now, body.deviceId));

  registry.register(calls.setSafeboxPassword, async ({ db, body, now, requireUser }) => {
    await setSafeboxPassword(db, requireUser().userId, body.password, now);
    return { hasSafeboxPassword: true as const };
  });

  registry.register(calls.changeSafeboxPassword, async ({ db, body, now, requireUser }) => {
    await changeSafeboxPassword(db, requireUser().userId, body.oldPassword, body.password, now);
    return { hasSafeboxPassword: true as const };
  });

  registry.register(calls.memberVipProgress, ({ db, requireUser }) => vipProgress(db, requireUser().userId));
}
