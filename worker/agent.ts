// Agent and invite-friends calls and what they keep: kv 'agentOverview' (appAgent5User), 'agentLog' (commission by
// day, pages loaded so far), 'inviteRecords' (invitees, pages loaded so far) and 'inviteSummary' (goals). A claim
// changes the kept copy at once (claimable to zero, goal claimed) and recomputes the agent red dot from it, so the
// screens read offline and agree with the server's rule in contract/red-dots.ts.
import { calls, type AgentOverview, type InviteSummary } from '../contract/index.ts';
import { agentDot } from '../contract/red-dots.ts';
import { ok, type Result } from '../contract/result.ts';
import { getKv, setKv } from '../src/db/database.ts';
import type { ModuleDeps } from './module-deps.ts';
import { wasQueued } from './queued-writes.ts';
import { sessionPost } from './session-post.ts';

export function createAgent({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: ModuleDeps) {
  const post = sessionPost(http, state);

  /** agent5AwardFlag from what the device holds. */
  async function refreshDot(): Promise<void> {
    const overview = await getKv('agentOverview', db);
    const summary = await getKv('inviteSummary', db);
    if (!overview || !(await db.flags.get('me'))) return;
    const unclaimedGoals = (summary?.goals ?? []).filter((g) => g.reached && !g.claimed).map((g) => g.goal);
    await db.flags.update('me', { agent5AwardFlag: agentDot({ claimable: overview.claimable, rewardsWaiting: overview.rewardsWaiting, unclaimedGoals }) });
  }

  async function changeOverview(change: (o: AgentOverview) => AgentOverview): Promise<void> {
    const overview = await getKv('agentOverview', db);
    if (overview) await setKv('agentOverview', change(overview), db);
  }

  async function changeSummary(change: (s: InviteSummary) => InviteSummary): Promise<void> {
    const summary = await getKv('inviteSummary', db);
    if (summary) await setKv('inviteSummary', change(summary), db);
  }

  async function setBalance(balance: number): Promise<void> {
    await db.user.update('me', { coin: balance, updatedAt: now() });
  }

  return {
    async load(): Promise<Result<{ claimable: number }>> {
      const result = await post(calls.appAgent5User, {});
      if (!result.ok) return result;
      await setKv('agentOverview', result.data, db);
      await refreshDot();
      return ok({ claimable: result.data.claimable });
    },

    async loadInvite(): Promise<Result<{ unclaimedGoals: number[] }>> {
      const result = await post(calls.actInviteUser, {});
      if (!result.ok) return result;
      await setKv('inviteSummary', result.data, db);
      await refreshDot();
      return ok({ unclaimedGoals: result.data.goals.filter((g) => g.reached && !g.claimed).map((g) => g.goal) });
    },

    /** The goals reached and not claimed (what the goal modal offers), without storing anything. */
    status: () => post(calls.actInviteUserStatus, {}),

    /** One page of the commission log (20 days, newest first); page 1 replaces what is kept. */
    async loadLog(page = 1): Promise<Result<{ hasMore: boolean }>> {
      const result = await post(calls.appAgent5UserLog, { page });
      if (!result.ok) return result;
      const kept = page === 1 ? [] : ((await getKv('agentLog', db))?.list ?? []);
      await setKv('agentLog', { list: [...kept, ...result.data.list], page, hasMore: result.data.hasMore }, db);
      return ok({ hasMore: result.data.hasMore });
    },

    /** One page of invitees (20, newest first); page 1 replaces what is kept. */
    async loadInvitees(page = 1): Promise<Result<{ hasMore: boolean }>> {
      const result = await post(calls.actInviteUserRecord, { page });
      if (!result.ok) return result;
      const kept = page === 1 ? [] : ((await getKv('inviteRecords', db))?.list ?? []);
      await setKv('inviteRecords', { list: [...kept, ...result.data.list], total: result.data.total, page, hasMore: result.data.hasMore }, db);
      return ok({ hasMore: result.data.hasMore });
    },

    async claimCommission() {
      const result = await post(calls.appAgent5UserReceive, {}, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await changeOverview((o) => ({ ...o, claimable: 0 }));
      await setBalance(result.data.balance);
      await refreshDot();
      return result;
    },

    async claimInviteRewards(inviteeId?: number) {
      const result = await post(calls.appAgent5UserInviteValidReceive, inviteeId === undefined ? {} : { inviteeId }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      const paid = new Set(result.data.inviteeIds);
      await changeOverview((o) => ({ ...o, rewardsWaiting: Math.max(0, o.rewardsWaiting - paid.size) }));
      const records = await getKv('inviteRecords', db);
      if (records) await setKv('inviteRecords', { ...records, list: records.list.map((r) => (paid.has(r.inviteeId) ? { ...r, rewardClaimed: true } : r)) }, db);
      await setBalance(result.data.balance);
      await refreshDot();
      return result;
    },

    async claimGoal(goal: number) {
      const result = await post(calls.actInviteUserExchange, { goal }, { idempotencyKey: uuid() });
      if (!result.ok) return result;
      await changeSummary((s) => ({ ...s, goals: s.goals.map((g) => (g.goal === goal ? { ...g, claimed: true } : g)) }));
      await setBalance(result.data.balance);
      await refreshDot();
      return result;
    },

    /** A Share / Copy tap: non-critical, so offline it waits in the service worker's queue (queued: true). */
    async clickInvite(channel: 'share' | 'copy'): Promise<Result<{ queued: boolean }>> {
      const result = await http.post(calls.actInviteClickInvite, { channel }, { idempotencyKey: uuid() });
      if (result.ok) return ok({ queued: false });
      if (wasQueued(result)) return ok({ queued: true });
      return result;
    },
  };
}

export type AgentModule = ReturnType<typeof createAgent>;
