// The agent program's terms: stored `app_config` keys where the operator set them (npm run admin -- agent ...), else
// the defaults below. Tiers go by the inviter's number of valid invitees, as PH agent programs pay: more active
// friends, a higher share of their valid bet.
import { z } from 'zod';
import { agentTier, award, PROP, type AgentTier, type Award } from '../../../contract/index.ts';
import type { Db } from '../vip/common.ts';

export interface AgentGoal {
  goal: number;
  awards: Award[];
}

export interface AgentConfig {
  agentTiers: AgentTier[];
  agentGoals: AgentGoal[];
  /** Coin (hundredths) per valid invite. */
  agentInviteReward: number;
  /** Whether an invite also needs the invitee's approved KYC to be valid. */
  agentKycRequired: boolean;
}

const coin = (count: number): Award[] => [{ id: PROP.coin, count }];

export const AGENT_DEFAULTS: AgentConfig = {
  agentTiers: [
    { minValid: 1, rateBp: 30 },
    { minValid: 5, rateBp: 50 },
    { minValid: 10, rateBp: 70 },
    { minValid: 20, rateBp: 100 },
  ],
  agentGoals: [
    { goal: 1, awards: coin(1_000) },
    { goal: 5, awards: coin(5_000) },
    { goal: 10, awards: coin(12_000) },
    { goal: 20, awards: coin(30_000) },
  ],
  agentInviteReward: 2_000,
  agentKycRequired: false,
};

/** Agent awards are wagered once before they can be withdrawn (the rules page says so). */
export const AGENT_TURNOVER_MULTIPLE = 1;

const schemas = {
  agentTiers: z.array(agentTier).max(20),
  agentGoals: z.array(z.object({ goal: z.number().int().positive(), awards: z.array(award).min(1) })).max(20),
  agentInviteReward: z.number().int().min(0),
  agentKycRequired: z.boolean(),
} satisfies Record<keyof AgentConfig, z.ZodType>;

export async function readAgentConfig(db: Db): Promise<AgentConfig> {
  const rows = await db.selectFrom('app_config').select(['key', 'value']).where('key', 'in', Object.keys(AGENT_DEFAULTS)).execute();
  const config: AgentConfig = { ...AGENT_DEFAULTS };
  for (const { key, value } of rows) {
    const parsed = schemas[key as keyof AgentConfig]?.safeParse(value);
    if (parsed?.success) Object.assign(config, { [key]: parsed.data });
  }
  return config;
}

/** The stored tiers (app_config's agentTiers value, or null when unset), or the defaults when unset or unreadable. */
export function agentTiersOf(stored: unknown): AgentTier[] {
  const parsed = stored == null ? undefined : schemas.agentTiers.safeParse(stored);
  return parsed?.success ? parsed.data : AGENT_DEFAULTS.agentTiers;
}

/** The rate (basis points) of the highest tier the inviter's valid invitees reach; 0 below the first. */
export function commissionRate(tiers: readonly AgentTier[], validInvitees: number): number {
  let rate = 0;
  let best = -1;
  for (const tier of tiers) {
    if (validInvitees >= tier.minValid && tier.minValid > best) {
      best = tier.minValid;
      rate = tier.rateBp;
    }
  }
  return rate;
}

/** units are hundredths x 10000; whole centavos only are paid, the rest carries over. */
export const UNITS_PER_HUNDREDTH = 10_000;
export const unitsToHundredths = (units: number): number => Math.floor(units / UNITS_PER_HUNDREDTH);
