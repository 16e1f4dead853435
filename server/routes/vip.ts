// VIP and rebate calls. Every call acts on the caller's own level, claims and accruals only.
import { calls } from '../../contract/index.ts';
import { claimDaily, claimLevelUp, claimSignIn, claimTask } from '../domain/vip/claims.ts';
import { vipAudit, vipInfo } from '../domain/vip/info.ts';
import { claimRebates, rebateList, rebateLog } from '../domain/vip/rebates.ts';
import type { CallRegistry } from './register-call.ts';

export function vipRoutes(registry: CallRegistry): void {
  registry.register(calls.getVipInfo, ({ db, now, requireUser }) => vipInfo(db, requireUser().userId, now));
  registry.register(calls.receiveVipBonusUser, ({ db, body, now, requireUser }) => claimLevelUp(db, requireUser().userId, body.level, now));
  registry.register(calls.appVipUserReceiveDaily, ({ db, now, requireUser }) => claimDaily(db, requireUser().userId, now));
  registry.register(calls.appVipUserReceiveSignInAward, ({ db, now, requireUser }) => claimSignIn(db, requireUser().userId, now));
  registry.register(calls.receiveVipTaskAndBonus, ({ db, body, now, requireUser }) => claimTask(db, requireUser().userId, body.id, now));
  registry.register(calls.getVipLevelAudit, ({ db, now, requireUser }) => vipAudit(db, requireUser().userId, now));
  registry.register(calls.betBonus, ({ db, body, requireUser }) => rebateList(db, requireUser().userId, body.type));
  registry.register(calls.betBonusReceive, ({ db, now, requireUser }) => claimRebates(db, requireUser().userId, undefined, now));
  registry.register(calls.betBonusByTypeReceive, ({ db, body, now, requireUser }) => claimRebates(db, requireUser().userId, body.type, now));
  registry.register(calls.betBonusLog, ({ db, body, requireUser }) => rebateLog(db, requireUser().userId, body.page));
}
