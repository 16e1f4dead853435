// What an inviter reads: the overview (commission claimable, today's and all-time, tiers), the day log, the invitee
// list and the invitation goals. Everything is summed from per-invitee rows when read, and only the caller's own.
import { AGENT_LOG_PAGE_SIZE, INVITE_RECORD_PAGE_SIZE, type AgentOverview, type InviteSummary } from '../../../contract/index.ts';
import { maskNickname } from '../../../contract/nickname.ts';
import { manilaDayKey } from '../../../contract/manila.ts';
import type { Db } from '../vip/common.ts';
import { commissionRate, readAgentConfig, unitsToHundredths } from './config.ts';
import { countValidInvitees } from './invites.ts';

async function earnedUnits(db: Db, userId: number, day?: string): Promise<number> {
  let query = db
    .selectFrom('agent_commission_days')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('units'), eb.val('0')).as('units'))
    .where('inviter_id', '=', userId);
  if (day) query = query.where('day', '=', day);
  return Number((await query.executeTakeFirstOrThrow()).units);
}

export async function claimedSoFar(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('agent_accounts').select('claimed').where('user_id', '=', userId).executeTakeFirst();
  return row?.claimed ?? 0;
}

/** Commission earned and not yet claimed, whole hundredths. */
export async function claimableCommission(db: Db, userId: number): Promise<number> {
  return Math.max(0, unitsToHundredths(await earnedUnits(db, userId)) - (await claimedSoFar(db, userId)));
}

async function counts(db: Db, userId: number): Promise<{ invited: number; rewardsWaiting: number }> {
  const row = await db
    .selectFrom('agent_invites')
    .select((eb) => [
      eb.fn.countAll<string>().as('invited'),
      eb.fn.count<string>('invitee_id').filterWhere('valid_at', 'is not', null).filterWhere('reward_claimed_at', 'is', null).as('waiting'),
    ])
    .where('inviter_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { invited: Number(row.invited), rewardsWaiting: Number(row.waiting) };
}

async function identity(db: Db, userId: number): Promise<{ pid: number; inviteCode: string }> {
  const user = await db.selectFrom('users').select(['id', 'invite_code']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { pid: user.id, inviteCode: user.invite_code };
}

export async function agentOverview(db: Db, userId: number, now: number): Promise<AgentOverview> {
  const config = await readAgentConfig(db);
  const validInvitees = await countValidInvitees(db, userId);
  const { invited, rewardsWaiting } = await counts(db, userId);
  return {
    ...(await identity(db, userId)),
    invited,
    validInvitees,
    claimable: await claimableCommission(db, userId),
    today: unitsToHundredths(await earnedUnits(db, userId, manilaDayKey(now))),
    total: unitsToHundredths(await earnedUnits(db, userId)),
    rateBp: commissionRate(config.agentTiers, validInvitees),
    tiers: config.agentTiers,
    inviteReward: config.agentInviteReward,
    rewardsWaiting,
    kycRequired: config.agentKycRequired,
  };
}

export async function agentLog(db: Db, userId: number, page: number) {
  const rows = await db
    .selectFrom('agent_commission_days')
    .select((eb) => ['day', eb.fn.sum<string>('valid_bet').as('validBet'), eb.fn.sum<string>('units').as('units')])
    .where('inviter_id', '=', userId)
    .groupBy('day')
    .orderBy('day', 'desc')
    .limit(AGENT_LOG_PAGE_SIZE + 1)
    .offset((page - 1) * AGENT_LOG_PAGE_SIZE)
    .execute();
  const list = rows.slice(0, AGENT_LOG_PAGE_SIZE).map((r) => ({ day: r.day, validBet: Number(r.validBet), commission: unitsToHundredths(Number(r.units)) }));
  return { list, hasMore: rows.length > AGENT_LOG_PAGE_SIZE };
}

export async function inviteRecords(db: Db, userId: number, page: number) {
  const rows = await db
    .selectFrom('agent_invites as a')
    .innerJoin('users as u', 'u.id', 'a.invitee_id')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('agent_commission_days')
          .select((e) => ['invitee_id', e.fn.sum<string>('units').as('units')])
          .where('inviter_id', '=', userId)
          .groupBy('invitee_id')
          .as('c'),
      (join) => join.onRef('c.invitee_id', '=', 'a.invitee_id'),
    )
    .select(['a.invitee_id', 'u.nickname', 'u.created_at', 'a.valid_at', 'a.reward_claimed_at', 'c.units'])
    .where('a.inviter_id', '=', userId)
    .orderBy('a.bound_at', 'desc')
    .orderBy('a.invitee_id', 'desc')
    .limit(INVITE_RECORD_PAGE_SIZE + 1)
    .offset((page - 1) * INVITE_RECORD_PAGE_SIZE)
    .execute();
  const { invited } = await counts(db, userId);
  const list = rows.slice(0, INVITE_RECORD_PAGE_SIZE).map((r) => ({
    inviteeId: r.invitee_id,
    nickname: maskNickname(r.nickname),
    registeredAt: r.created_at,
    validAt: r.valid_at,
    rewardClaimed: r.reward_claimed_at !== null,
    commission: unitsToHundredths(Number(r.units ?? 0)),
  }));
  return { list, total: invited, hasMore: rows.length > INVITE_RECORD_PAGE_SIZE };
}

export async function inviteSummary(db: Db, userId: number): Promise<InviteSummary> {
  const { agentGoals } = await readAgentConfig(db);
  const validInvitees = await countValidInvitees(db, userId);
  const claimed = new Set((await db.selectFrom('agent_goal_claims').select('goal').where('user_id', '=', userId).execute()).map((r) => r.goal));
  const goals = [...agentGoals]
    .sort((a, b) => a.goal - b.goal)
    .map((g) => ({ goal: g.goal, awards: g.awards, reached: validInvitees >= g.goal, claimed: claimed.has(g.goal) }));
  return { ...(await identity(db, userId)), invited: (await counts(db, userId)).invited, validInvitees, goals };
}

export async function inviteStatus(db: Db, userId: number) {
  const summary = await inviteSummary(db, userId);
  return { validInvitees: summary.validInvitees, unclaimedGoals: summary.goals.filter((g) => g.reached && !g.claimed).map((g) => g.goal) };
}

/** agent5AwardFlag's inputs. */
export async function agentDotState(db: Db, userId: number) {
  return {
    claimable: await claimableCommission(db, userId),
    rewardsWaiting: (await counts(db, userId)).rewardsWaiting,
    unclaimedGoals: (await inviteStatus(db, userId)).unclaimedGoals,
  };
}
