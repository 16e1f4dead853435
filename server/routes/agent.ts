// Agent and invite-friends calls. Every call reads or claims the caller's own invites and commission only.
import { calls } from '../../contract/index.ts';
import { manilaDayKey } from '../../contract/manila.ts';
import { claimCommission, claimGoal, claimInviteRewards, recordInviteClick } from '../domain/agent/claims.ts';
import { agentLog, agentOverview, inviteRecords, inviteStatus, inviteSummary } from '../domain/agent/overview.ts';
import type { CallRegistry } from './register-call.ts';

export function agentRoutes(registry: CallRegistry): void {
  registry.register(calls.appAgent5User, ({ db, now, requireUser }) => agentOverview(db, requireUser().userId, now));
  registry.register(calls.appAgent5UserLog, ({ db, body, requireUser }) => agentLog(db, requireUser().userId, body.page));
  registry.register(calls.appAgent5UserReceive, ({ db, now, requireUser }) => claimCommission(db, requireUser().userId, now));
  registry.register(calls.appAgent5UserInviteValidReceive, ({ db, body, now, requireUser }) =>
    claimInviteRewards(db, requireUser().userId, body.inviteeId, now),
  );
  registry.register(calls.actInviteUser, ({ db, requireUser }) => inviteSummary(db, requireUser().userId));
  registry.register(calls.actInviteUserRecord, ({ db, body, requireUser }) => inviteRecords(db, requireUser().userId, body.page));
  registry.register(calls.actInviteUserStatus, ({ db, requireUser }) => inviteStatus(db, requireUser().userId));
  registry.register(calls.actInviteUserExchange, ({ db, body, now, requireUser }) => claimGoal(db, requireUser().userId, body.goal, now));
  registry.register(calls.actInviteClickInvite, ({ db, body, now, requireUser }) =>
    recordInviteClick(db, requireUser().userId, body.channel, manilaDayKey(now)),
  );
}
