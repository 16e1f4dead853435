// The agent screens' reads: what the worker keeps in Dexie (readable offline once seen), and the invite link.
import { useLiveQuery } from 'dexie-react-hooks';
import { getKv } from '../../db/database.ts';

export const useAgentOverview = () => useLiveQuery(() => getKv('agentOverview'), [], null);
export const useAgentLog = () => useLiveQuery(() => getKv('agentLog'), [], null);
export const useInviteRecords = () => useLiveQuery(() => getKv('inviteRecords'), [], null);
export const useInviteSummary = () => useLiveQuery(() => getKv('inviteSummary'), [], null);

/** The link a friend opens: the register page, carrying the inviter's id (remembered on their device). */
export const inviteLink = (origin: string, pid: number): string => `${origin}/auth/register?pid=${pid}`;

export { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
