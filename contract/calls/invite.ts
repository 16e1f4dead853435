// Invite-friends calls: the invitation goals (N valid invites, each with awards claimable once), the invitee list
// and the Share / Copy taps. What makes an invite valid is in contract/calls/agent.ts.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

export const INVITE_RECORD_PAGE_SIZE = 20;

export const inviteGoal = z.object({
  /** Valid invites needed. */
  goal: z.number().int().positive(),
  awards: z.array(award),
  reached: z.boolean(),
  claimed: z.boolean(),
});
export type InviteGoal = z.infer<typeof inviteGoal>;

export const inviteSummary = z.object({
  pid: z.number().int(),
  inviteCode: z.string(),
  invited: z.number().int(),
  validInvitees: z.number().int(),
  goals: z.array(inviteGoal),
});
export type InviteSummary = z.infer<typeof inviteSummary>;

export const actInviteUserCall = defineCall('actInviteUser', 'app/v1', {
  request: z.object({}),
  response: inviteSummary,
  auth: 'required',
  kind: 'read',
});

export const inviteRecord = z.object({
  inviteeId: z.number().int(),
  /** Masked: the inviter sees who, not the full name. */
  nickname: z.string(),
  registeredAt: z.number().int(),
  /** Epoch ms the invite became valid, null while waiting for the first deposit (or KYC). */
  validAt: z.number().int().nullable(),
  rewardClaimed: z.boolean(),
  /** Commission this invitee's bets earned the inviter, hundredths. */
  commission: z.number().int(),
});
export type InviteRecord = z.infer<typeof inviteRecord>;

export const actInviteUserRecordCall = defineCall('actInviteUserRecord', 'app/v1', {
  request: z.object({ page: z.number().int().min(1).max(1000).default(1) }),
  response: z.object({ list: z.array(inviteRecord), total: z.number().int(), hasMore: z.boolean() }),
  auth: 'required',
  kind: 'read',
});

/** The goals reached and not claimed yet (what the "Invitation goal reached!" modal offers). */
export const actInviteUserStatusCall = defineCall('actInviteUserStatus', 'app/v1', {
  request: z.object({}),
  response: z.object({ validInvitees: z.number().int(), unclaimedGoals: z.array(z.number().int()) }),
  auth: 'required',
  kind: 'read',
});

/** Claims one reached goal's awards, once. */
export const actInviteUserExchangeCall = defineCall('actInviteUserExchange', 'app/v1', {
  request: z.object({ goal: z.number().int().positive().max(100_000) }),
  response: z.object({ goal: z.number().int(), awards: z.array(award), balance: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

/** A tap on Share or Copy (non-critical: queued offline and replayed). */
export const actInviteClickInviteCall = defineCall('actInviteClickInvite', 'app/v1', {
  request: z.object({ channel: z.enum(['share', 'copy']) }),
  response: z.object({}),
  auth: 'required',
  kind: 'write',
});
