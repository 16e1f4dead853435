// The bankruptcy gift's settings: stored `app_config` keys where an operator set them, else the defaults below.
// The gifts themselves (awards and gift 2's valid bet, by VIP level) are rows of `bankrupt_gifts`.
import type { Db } from '../vip/common.ts';

export interface BankruptConfig {
  /** Below this balance (hundredths, wallet plus safebox) a player is bankrupt: ₱1 by default. */
  bankruptThreshold: number;
  /** Wait after gift 1 before gift 2 can be claimed: 30 minutes by default. */
  bankruptGift2WaitMs: number;
}

export const BANKRUPT_DEFAULTS: BankruptConfig = { bankruptThreshold: 100, bankruptGift2WaitMs: 30 * 60_000 };

export async function readBankruptConfig(db: Db): Promise<BankruptConfig> {
  const rows = await db.selectFrom('app_config').select(['key', 'value']).where('key', 'in', Object.keys(BANKRUPT_DEFAULTS)).execute();
  const config = { ...BANKRUPT_DEFAULTS };
  for (const { key, value } of rows) {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) Object.assign(config, { [key]: value });
  }
  return config;
}
