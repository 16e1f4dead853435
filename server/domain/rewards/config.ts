// The rewards' config values: stored `app_config` keys where set, else the defaults below.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

export interface RewardsConfig {
  /** Hundredths of a peso one point is worth: the points exchange rate, 100 / pointsPerPeso (the `exchange` call's). */
  pointValue: number;
  /** Hundredths of a peso one diamond is worth. */
  diamondValue: number;
  /** Wagering of free bonus coin (rewards other than a deposit's bonus) before it is withdrawable, x the coin. */
  freeBonusTurnoverMultiple: number;
}

const STORED_DEFAULTS = { diamondValue: 100, freeBonusTurnoverMultiple: 1 };
/** The points exchange's default: 100 points make ₱1.00. */
const DEFAULT_POINTS_PER_PESO = 100;

export const REWARDS_CONFIG_DEFAULTS: RewardsConfig = { pointValue: 100 / DEFAULT_POINTS_PER_PESO, ...STORED_DEFAULTS };

export async function readRewardsConfig(db: Database | Transaction<DB>): Promise<RewardsConfig> {
  const keys = [...Object.keys(STORED_DEFAULTS), 'pointsPerPeso'];
  const rows = await db.selectFrom('app_config').select(['key', 'value']).where('key', 'in', keys).execute();
  const config: RewardsConfig = { ...REWARDS_CONFIG_DEFAULTS };
  for (const row of rows) {
    const value = row.value;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) continue;
    if (row.key === 'pointsPerPeso') {
      if (value > 0) config.pointValue = 100 / value;
    } else Object.assign(config, { [row.key]: value });
  }
  return config;
}
