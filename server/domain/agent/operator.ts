// The operator's `agent` command: a player's invitees and commission, and the program's terms (tiers by valid
// invitees, goals, the reward per valid invite, whether KYC is needed). Amounts are typed in pesos, rates in percent.
import { formatMoney, parsePesos } from '../../../contract/money.ts';
import { PROP } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { writeConfigValue } from '../app-config.ts';
import { notFound } from '../errors.ts';
import { findUserIdByAccount } from '../users.ts';
import { readAgentConfig } from './config.ts';
import { agentOverview, inviteRecords } from './overview.ts';

export type AgentArgs =
  | { action: 'show'; account: string }
  | { action: 'config' }
  | { action: 'tiers'; tiers: { minValid: number; rateBp: number }[] }
  | { action: 'goals'; goals: { goal: number; amount: number }[] }
  | { action: 'reward'; amount: number }
  | { action: 'kyc'; on: boolean };

export const AGENT_USAGE =
  'agent show <account> | config | tiers <valid-invitees>:<percent>... | goals <valid-invites>:<pesos>... | reward <pesos> | kyc on|off';

/** '0.3' percent in basis points (at most 10%); null otherwise. */
function percentBp(text: string | undefined): number | null {
  if (!text || !/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const bp = Math.round(Number(text) * 100);
  return bp <= 1000 ? bp : null;
}

function pairs<T>(words: string[], make: (left: number, right: string) => T | null): T[] | null {
  if (words.length === 0 || words.length > 20) return null;
  const out: T[] = [];
  for (const word of words) {
    const match = /^(\d{1,6}):(.+)$/.exec(word);
    const made = match ? make(Number(match[1]), match[2]!) : null;
    if (made === null) return null;
    out.push(made);
  }
  return out;
}

export function parseAgentArgs(args: string[]): AgentArgs | null {
  const [action, ...rest] = args;
  if (action === 'show' && rest.length === 1 && rest[0]) return { action, account: rest[0] };
  if (action === 'config' && rest.length === 0) return { action };
  if (action === 'tiers') {
    const tiers = pairs(rest, (minValid, right) => {
      const rateBp = percentBp(right);
      return rateBp === null ? null : { minValid, rateBp };
    });
    return tiers && new Set(tiers.map((t) => t.minValid)).size === tiers.length ? { action, tiers } : null;
  }
  if (action === 'goals') {
    const goals = pairs(rest, (goal, right) => {
      const amount = parsePesos(right);
      return goal < 1 || !amount ? null : { goal, amount };
    });
    return goals && new Set(goals.map((g) => g.goal)).size === goals.length ? { action, goals } : null;
  }
  if (action === 'reward' && rest.length === 1) {
    const amount = parsePesos(rest[0]);
    return amount === null ? null : { action, amount };
  }
  if (action === 'kyc' && rest.length === 1 && (rest[0] === 'on' || rest[0] === 'off')) return { action, on: rest[0] === 'on' };
  return null;
}

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

async function showConfig(db: Database): Promise<string> {
  const c = await readAgentConfig(db);
  const tiers = [...c.agentTiers].sort((a, b) => a.minValid - b.minValid).map((t) => `${t.minValid}+ valid: ${percent(t.rateBp)}`);
  const goals = [...c.agentGoals]
    .sort((a, b) => a.goal - b.goal)
    .map(
      (g) =>
        `${g.goal} valid: ${g.awards.map((a) => (a.id === PROP.coin ? formatMoney(a.count, { grouping: false }) : `${a.count} x prop ${a.id}`)).join(' + ')}`,
    );
  return [
    `Tiers: ${tiers.join('; ')}`,
    `Goals: ${goals.join('; ')}`,
    `Reward per valid invite: ${formatMoney(c.agentInviteReward, { grouping: false })}`,
    `KYC needed: ${c.agentKycRequired ? 'on' : 'off'}`,
  ].join('\n');
}

async function showPlayer(db: Database, account: string, now: number): Promise<string> {
  const userId = await findUserIdByAccount(db, account);
  if (userId === undefined) throw notFound(`No account named "${account}"`);
  const o = await agentOverview(db, userId, now);
  const { list } = await inviteRecords(db, userId, 1);
  const rows = list.map(
    (r) => `  #${r.inviteeId} ${r.validAt === null ? 'waiting for first deposit' : 'valid'}, commission ${formatMoney(r.commission, { grouping: false })}`,
  );
  return [
    `${account} (pid ${o.pid}): ${o.invited} invited, ${o.validInvitees} valid, rate ${percent(o.rateBp)}; commission ${formatMoney(o.total, { grouping: false })} earned, ${formatMoney(o.claimable, { grouping: false })} claimable`,
    ...rows,
  ].join('\n');
}

export async function runAgent(db: Database, args: AgentArgs, now: number): Promise<string> {
  if (args.action === 'show') return showPlayer(db, args.account, now);
  if (args.action === 'tiers') await writeConfigValue(db, 'agentTiers', args.tiers);
  if (args.action === 'goals')
    await writeConfigValue(
      db,
      'agentGoals',
      args.goals.map((g) => ({ goal: g.goal, awards: [{ id: PROP.coin, count: g.amount }] })),
    );
  if (args.action === 'reward') await writeConfigValue(db, 'agentInviteReward', args.amount);
  if (args.action === 'kyc') await writeConfigValue(db, 'agentKycRequired', args.on);
  return showConfig(db);
}
