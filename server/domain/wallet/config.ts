// The wallet's config values: stored `app_config` keys where set, else the defaults below.
import type { Database } from '../../db/database.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface WalletConfig {
  /** Fee of a withdrawal in basis points of its amount. */
  withdrawFeeRate: number;
  maxBankAccounts: number;
  withdrawMin: number;
  withdrawMax: number;
  kycAmount: number;
  /** The rolling window (days) over which an unverified player's withdrawals are summed against kycAmount. */
  kycWindowDays: number;
  minRechargeStatus: boolean;
  withdrawAccountLengthMin: number;
  withdrawAccountLengthMax: number;
  /** Bank activity bonus: basis points of the deposit, capped at bankBonusMax (hundredths), wagered bankBonusTurnoverMultiple times with the deposit. */
  bankBonusRate: number;
  bankBonusMax: number;
  bankBonusTurnoverMultiple: number;
  /** Hours within which the operator pays a withdrawal out; 0 when no time is promised (the app then names none). */
  withdrawPayoutHours: number;
}

export const WALLET_CONFIG_DEFAULTS: WalletConfig = {
  withdrawFeeRate: 0,
  maxBankAccounts: 5,
  withdrawMin: 10_000,
  withdrawMax: 5_000_000,
  kycAmount: 500_000,
  kycWindowDays: 30,
  minRechargeStatus: true,
  withdrawAccountLengthMin: 10,
  withdrawAccountLengthMax: 20,
  bankBonusRate: 200,
  bankBonusMax: 50_000,
  bankBonusTurnoverMultiple: 3,
  withdrawPayoutHours: 0,
};

export async function readWalletConfig(db: Database | Transaction<DB>): Promise<WalletConfig> {
  const keys = Object.keys(WALLET_CONFIG_DEFAULTS);
  const rows = await db.selectFrom('app_config').select(['key', 'value']).where('key', 'in', keys).execute();
  const config: WalletConfig = { ...WALLET_CONFIG_DEFAULTS };
  for (const row of rows) {
    const fallback = WALLET_CONFIG_DEFAULTS[row.key as keyof WalletConfig];
    if (typeof row.value === typeof fallback) Object.assign(config, { [row.key]: row.value });
  }
  return config;
}
