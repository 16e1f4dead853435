// One player cannot invite themself: an inviter that shares the invitee's mobile number, or whose account signed in on
// the device the invitee registers or binds from (login_devices, the app's install id), is refused.
import type { Database } from '../../db/database.ts';
import { DomainError } from '../errors.ts';
import { isKnownDevice } from '../login-devices.ts';

export const SELF_INVITE = 'You cannot be your own inviter: that account belongs to this device or mobile number.';

export interface InviteeMarks {
  /** The invitee's account id, when they already have one (agentFill). */
  userId?: number;
  deviceId?: string | undefined;
  mobile?: string | null | undefined;
}

/** Why binding `pid` as the inviter is refused, or null when it may bind. */
export async function inviteProblem(db: Database, pid: number, invitee: InviteeMarks): Promise<string | null> {
  if (pid === invitee.userId) return 'You cannot invite yourself';
  const inviter = await db.selectFrom('users').select(['id', 'mobile']).where('id', '=', pid).executeTakeFirst();
  if (!inviter) return 'No player has this inviter id';
  if (inviter.mobile && invitee.mobile && inviter.mobile === invitee.mobile) return SELF_INVITE;
  if (await isKnownDevice(db, pid, invitee.deviceId)) return SELF_INVITE;
  return null;
}

/** At registration a refused inviter is dropped (the account is still made, without one). */
export async function allowedInviter(db: Database, pid: number, invitee: InviteeMarks): Promise<number> {
  if (pid <= 0) return 0;
  return (await inviteProblem(db, pid, invitee)) === null ? pid : 0;
}

export async function assertInviter(db: Database, pid: number, invitee: InviteeMarks): Promise<void> {
  const problem = await inviteProblem(db, pid, invitee);
  if (problem) throw new DomainError(problem.startsWith('No player') ? 404 : 403, problem);
}
