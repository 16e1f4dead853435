// Agent claims: commission (all earned so far), a valid invite's reward and an invitation goal. Each pays through
// grantAwards (the ledger) in one transaction with what marks it paid: the commission claim locks the inviter's
// agent_accounts row, the others mark their row with a conditional update, so 100 racing claims pay once.
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { PROP, type Award } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { grantAwards } from '../awards.ts';
import { notFound, refused } from '../errors.ts';
import { assertPlay } from '../play-limits.ts';
import { drainBets } from '../rewards/engine.ts';
import { coinOf } from '../vip/common.ts';
import { AGENT_TURNOVER_MULTIPLE, readAgentConfig } from './config.ts';
import { countValidInvitees } from './invites.ts';
import { claimableCommission } from './overview.ts';

async function pay(trx: Transaction<DB>, userId: number, awards: Award[], source: string, reference: string, now: number): Promise<number> {
  await assertPlay(trx, userId, 'claim', coinOf(awards), now);
  return grantAwards(trx, userId, awards, { source, reference, now, turnoverMultiple: AGENT_TURNOVER_MULTIPLE });
}

/** Bets still waiting in the outbox count before the claim: only invitees that have such rows are drained. */
async function drainInvitees(db: Database, userId: number): Promise<void> {
  const waiting = await db
    .selectFrom('bet_outbox as b')
    .innerJoin('agent_invites as a', 'a.invitee_id', 'b.user_id')
    .select('b.user_id')
    .distinct()
    .where('a.inviter_id', '=', userId)
    .where('a.valid_at', 'is not', null)
    .where('b.consumed_at', 'is', null)
    .execute();
  for (const { user_id } of waiting) await drainBets(db, user_id);
}

export async function claimCommission(db: Database, userId: number, now: number) {
  await drainInvitees(db, userId);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('agent_accounts')
      .values({ user_id: userId, claimed: 0 })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await trx.selectFrom('agent_accounts').select('claimed').where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const amount = await claimableCommission(trx, userId);
    if (amount <= 0) throw refused('No commission to claim yet. It grows as your valid invitees play.');
    await trx
      .updateTable('agent_accounts')
      .set({ claimed: sql`claimed + ${amount}` })
      .where('user_id', '=', userId)
      .execute();
    const claim = await trx
      .insertInto('agent_commission_claims')
      .values({ user_id: userId, amount, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const awards = [{ id: PROP.coin, count: amount }];
    const balance = await pay(trx, userId, awards, 'agent-commission', String(claim.id), now);
    return { amount, awards, balance };
  });
}

export async function claimInviteRewards(db: Database, userId: number, inviteeId: number | undefined, now: number) {
  return db.transaction().execute(async (trx) => {
    const { agentInviteReward } = await readAgentConfig(trx);
    let query = trx
      .updateTable('agent_invites')
      .set({ reward_claimed_at: now })
      .where('inviter_id', '=', userId)
      .where('valid_at', 'is not', null)
      .where('reward_claimed_at', 'is', null);
    if (inviteeId !== undefined) query = query.where('invitee_id', '=', inviteeId);
    const rows = await query.returning('invitee_id').execute();
    if (rows.length === 0) {
      throw inviteeId === undefined
        ? refused('No invite reward waits. A friend counts after their first deposit.')
        : notFound('No invite reward waits for this friend');
    }
    const inviteeIds = rows.map((r) => r.invitee_id).sort((a, b) => a - b);
    const awards = agentInviteReward > 0 ? [{ id: PROP.coin, count: agentInviteReward * rows.length }] : [];
    const balance = await pay(trx, userId, awards, 'agent-invite', `${userId}:${inviteeIds.join(',')}`, now);
    return { inviteeIds, awards, balance };
  });
}

export async function claimGoal(db: Database, userId: number, goal: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const found = (await readAgentConfig(trx)).agentGoals.find((g) => g.goal === goal);
    if (!found) throw notFound('There is no invitation goal of this size');
    if ((await countValidInvitees(trx, userId)) < goal) throw refused(`Reach ${goal} valid invites to claim this goal`);
    const claimed = await trx
      .insertInto('agent_goal_claims')
      .values({ user_id: userId, goal, claimed_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'goal']).doNothing())
      .returning('goal')
      .executeTakeFirst();
    if (!claimed) throw refused('You have claimed this invitation goal');
    const balance = await pay(trx, userId, found.awards, 'agent-goal', `${userId}:${goal}`, now);
    return { goal, awards: found.awards, balance };
  });
}

export async function recordInviteClick(db: Database, userId: number, channel: string, day: string): Promise<Record<string, never>> {
  await db
    .insertInto('agent_invite_clicks')
    .values({ user_id: userId, day, channel, count: 1 })
    .onConflict((oc) => oc.columns(['user_id', 'day', 'channel']).doUpdateSet({ count: sql`agent_invite_clicks.count + 1` }))
    .execute();
  return {};
}
