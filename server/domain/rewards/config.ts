// The rewards' config values (helper C's part): stored `app_config` keys where set, else the defaults below.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

export interface RewardsConfig {
  /** Hundredths of a peso one point is worth (the points exchange rate): 1 means 100 points = ₱1.00. */
  pointValue: number;
  /** Hundredths of a peso one diamond is worth. */
  diamondValue: number;
  /** Wagering of free bonus coin (rewards other than a deposit's bonus) before it is withdrawable, x the coin. */
  freeBonusTurnoverMultiple: number;
}

export const REWARDS_CONFIG_DEFAULTS: RewardsConfig = {
  pointValue: 1,
  diamondValue: 100,
  freeBonusTurnoverMultiple: 1,
};

export async function readRewardsConfig(db: Database | Transaction<DB>): Promise<RewardsConfig> {
  const keys = Object.keys(REWARDS_CONFIG_DEFAULTS);
  const rows = await db.selectFrom('app_config').select(['key', 'value']).where('key', 'in', keys).execute();
  const config: RewardsConfig = { ...REWARDS_CONFIG_DEFAULTS };
  for (const row of rows) {
    const value = row.value;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) Object.assign(config, { [row.key]: value });
  }
  return config;
}
