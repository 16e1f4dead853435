// Agent (invite commission) calls. A player's invitees are the players who registered through their link or bound
// them as inviter (agentFill). An invite is valid once the invitee's first deposit is credited (and their KYC is
// approved where the operator requires it); commission accrues on valid invitees' valid bets at the inviter's tier.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { award } from '../entities.ts';

export const AGENT_LOG_PAGE_SIZE = 20;

/** One commission tier: from `minValid` valid invitees on, `rateBp` basis points of their valid bet. */
export const agentTier = z.object({ minValid: z.number().int().min(0), rateBp: z.number().int().min(0).max(1000) });
export type AgentTier = z.infer<typeof agentTier>;

export const agentOverview = z.object({
  /** The player's id: the `pid` an invite link carries. */
  pid: z.number().int(),
  inviteCode: z.string(),
  invited: z.number().int(),
  validInvitees: z.number().int(),
  /** Commission earned and not claimed yet (hundredths). */
  claimable: z.number().int(),
  /** Earned today (Manila day) and ever, hundredths. */
  today: z.number().int(),
  total: z.number().int(),
  /** The rate new valid bets earn at, basis points (0 until the first valid invitee). */
  rateBp: z.number().int(),
  tiers: z.array(agentTier),
  /** The reward per valid invite (coin, hundredths), and how many valid invites still wait for it. */
  inviteReward: z.number().int(),
  rewardsWaiting: z.number().int(),
  kycRequired: z.boolean(),
});
export type AgentOverview = z.infer<typeof agentOverview>;

export const appAgent5UserCall = defineCall('appAgent5User', 'app/v1', {
  request: z.object({}),
  response: agentOverview,
  auth: 'required',
  kind: 'read',
});

/** One Manila day's commission over all the player's valid invitees. */
export const agentLogRow = z.object({ day: z.string(), validBet: z.number().int(), commission: z.number().int() });
export type AgentLogRow = z.infer<typeof agentLogRow>;

export const appAgent5UserLogCall = defineCall('appAgent5UserLog', 'app/v1', {
  request: z.object({ page: z.number().int().min(1).max(1000).default(1) }),
  response: z.object({ list: z.array(agentLogRow), hasMore: z.boolean() }),
  auth: 'required',
  kind: 'read',
});

const claimAnswer = z.object({ awards: z.array(award), balance: z.number().int() });

/** Claims all commission earned so far, once: a second claim answers 403 until more is earned. */
export const appAgent5UserReceiveCall = defineCall('appAgent5UserReceive', 'app/v1', {
  request: z.object({}),
  response: claimAnswer.extend({ amount: z.number().int() }),
  auth: 'required',
  kind: 'write',
});

/** Claims the reward of one valid invite (inviteeId), or of every valid invite still waiting (no inviteeId). */
export const appAgent5UserInviteValidReceiveCall = defineCall('appAgent5UserInviteValidReceive', 'app/v1', {
  request: z.object({ inviteeId: z.number().int().positive().optional() }),
  response: claimAnswer.extend({ inviteeIds: z.array(z.number().int()) }),
  auth: 'required',
  kind: 'write',
});
