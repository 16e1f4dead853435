// Invites: the binding row (made when a player binds an inviter, through the rewards engine's invite event), the
// moment an invite becomes valid, and commission accrual on a valid invitee's bets. Each runs inside the transaction
// of the thing it counts, so a deposit or bet and what it earns the inviter commit together.
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { KYC_STATUS } from '../../../contract/index.ts';
import { manilaDayKey } from '../../../contract/manila.ts';
import type { DB } from '../../db/schema.ts';
import type { BetRows } from '../rewards/bets.ts';
import type { BetFacts, DepositEvent, InviteEvent } from '../rewards/events.ts';
import type { Value } from '../../db/rows.ts';
import type { Write } from '../../db/writes.ts';
import type { Db } from '../vip/common.ts';
import { grantSpinChances } from '../spin/chances.ts';
import { readSpinConfig } from '../spin/config.ts';
import { agentTiersOf, commissionRate, readAgentConfig } from './config.ts';

export async function agentOnInvite(trx: Transaction<DB>, event: InviteEvent): Promise<void> {
  if (event.inviterId <= 0 || event.inviterId === event.inviteeId) return;
  const inviter = await trx.selectFrom('users').select('id').where('id', '=', event.inviterId).executeTakeFirst();
  if (!inviter) return;
  await trx
    .insertInto('agent_invites')
    .values({ invitee_id: event.inviteeId, inviter_id: event.inviterId, bound_at: event.at })
    .onConflict((oc) => oc.column('invitee_id').doNothing())
    .execute();
  await refreshInviteValid(trx, event.inviteeId, event.at);
}

/** Runs after the tasks handler, which marks users.invite_counted_at at the first credited deposit. */
export async function agentOnDeposit(trx: Transaction<DB>, event: DepositEvent): Promise<void> {
  await refreshInviteValid(trx, event.userId, event.at);
}

/**
 * Marks the invite valid when its conditions hold: the invitee's first deposit was credited (users.invite_counted_at)
 * and, where the operator requires it, their KYC is approved. THE place an invite becomes valid (once: the row's
 * valid_at is set by one conditional update), where the inviter's spin chances for it are granted too. Answers the
 * inviter's id when this call made it valid, else null.
 */
export async function refreshInviteValid(trx: Transaction<DB>, inviteeId: number, at: number): Promise<number | null> {
  const invite = await trx
    .selectFrom('agent_invites as a')
    .innerJoin('users as u', 'u.id', 'a.invitee_id')
    .select(['a.valid_at', 'u.invite_counted_at'])
    .where('a.invitee_id', '=', inviteeId)
    .executeTakeFirst();
  if (!invite || invite.valid_at !== null || invite.invite_counted_at === null) return null;
  if ((await readAgentConfig(trx)).agentKycRequired && !(await kycApproved(trx, inviteeId))) return null;
  const marked = await trx
    .updateTable('agent_invites')
    .set({ valid_at: at })
    .where('invitee_id', '=', inviteeId)
    .where('valid_at', 'is', null)
    .returning('inviter_id')
    .executeTakeFirst();
  if (!marked) return null;
  // A valid invite also earns the inviter spins of the lucky wheel, once per invitee (the grant's unique ref).
  const { inviteChances } = await readSpinConfig(trx);
  await grantSpinChances(trx, marked.inviter_id, inviteChances, 'invite', String(inviteeId), at);
  return marked.inviter_id;
}

async function kycApproved(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('kyc_submissions').select('status').where('user_id', '=', userId).executeTakeFirst();
  return row?.status === KYC_STATUS.approved;
}

export async function countValidInvitees(db: Db, inviterId: number): Promise<number> {
  const row = await db
    .selectFrom('agent_invites')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('inviter_id', '=', inviterId)
    .where('valid_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The bet's inviter facts as a JSON value of one statement (BetFacts.inviter, read by agentFactsOf): null without a
 * valid invite.
 */
export const agentBetFacts = (userId: Value<number>) =>
  sql`(SELECT json_build_object('id', i.inviter_id,
      'validInvitees', (SELECT count(*) FROM agent_invites v WHERE v.inviter_id = i.inviter_id AND v.valid_at IS NOT NULL),
      'tiers', (SELECT value FROM app_config WHERE key = 'agentTiers'))
    FROM agent_invites i WHERE i.invitee_id = ${userId}::bigint AND i.valid_at IS NOT NULL)`;

export function agentFactsOf(json: unknown): BetFacts['inviter'] {
  if (json == null || typeof json !== 'object') return null;
  const { id, validInvitees, tiers } = json as { id: number | string; validInvitees: number | string; tiers: unknown };
  return { id: Number(id), validInvitees: Number(validInvitees), tiers: agentTiersOf(tiers) };
}

/**
 * A valid invitee's valid bet earns their inviter commission at the inviter's tier when the bet settles: one write,
 * sent with the bets' other writes. The row is per (inviter, invitee, Manila day): only this invitee's bets touch it.
 */
export function agentBetWrites(bets: BetRows): Write[] {
  if (!bets.some((_, facts) => facts.inviter !== null)) return [];
  const inviter = bets.value('bigint', (_, facts) => facts.inviter?.id ?? null);
  const units = bets.value('bigint', (e, facts) => (facts.inviter ? e.validBet * commissionRate(facts.inviter.tiers, facts.inviter.validInvitees) : null));
  return [
    sql`INSERT INTO agent_commission_days (inviter_id, invitee_id, day, valid_bet, units)
      SELECT x.inviter, b.user_id, ${bets.value('text', (e) => manilaDayKey(e.at))}, b.valid_bet, x.units
      FROM ${bets.from} CROSS JOIN LATERAL (SELECT ${inviter} AS inviter, ${units} AS units) AS x
      WHERE x.inviter IS NOT NULL
      ON CONFLICT (inviter_id, invitee_id, day) DO UPDATE SET
        valid_bet = agent_commission_days.valid_bet + excluded.valid_bet, units = agent_commission_days.units + excluded.units`,
  ];
}
