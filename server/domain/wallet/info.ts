// The wallet summary a player sees: balances, turnover locks, withdraw rules, KYC and safebox-password state.
import type { Transaction } from 'kysely';
import type { WalletInfo } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { PLAYER_MAIN } from '../ledger.ts';
import { totalRecharge } from '../users.ts';
import { PLAYER_SAFEBOX } from './accounts.ts';
import { readWalletConfig } from './config.ts';
import { kycAllowanceLeft } from './kyc-allowance.ts';
import { openLocks, withdrawableOf } from './turnover.ts';

/** KYC status 2 is approved (migration 003). */
const KYC_APPROVED = 2;

export async function hasKyc(db: Database | Transaction<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('kyc_submissions').select('status').where('user_id', '=', userId).executeTakeFirst();
  return row?.status === KYC_APPROVED;
}

export async function balances(db: Database | Transaction<DB>, userId: number): Promise<{ coin: number; safebox: number }> {
  const rows = await db
    .selectFrom('accounts')
    .select(['kind', 'balance'])
    .where('user_id', '=', userId)
    .where('kind', 'in', [PLAYER_MAIN, PLAYER_SAFEBOX])
    .execute();
  return {
    coin: rows.find((r) => r.kind === PLAYER_MAIN)?.balance ?? 0,
    safebox: rows.find((r) => r.kind === PLAYER_SAFEBOX)?.balance ?? 0,
  };
}

export async function walletInfo(db: Database, userId: number, now: number): Promise<WalletInfo> {
  const config = await readWalletConfig(db);
  const { coin, safebox } = await balances(db, userId);
  const locks = await openLocks(db, userId);
  const user = await db.selectFrom('users').select('safebox_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  return {
    coin,
    safebox,
    ...withdrawableOf(coin, locks),
    locks,
    totalRecharge: await totalRecharge(db, userId),
    withdrawMin: config.withdrawMin,
    withdrawMax: config.withdrawMax,
    withdrawFeeRate: config.withdrawFeeRate,
    kycAmount: config.kycAmount,
    kycLeft: await kycAllowanceLeft(db, userId, config, now),
    hasKyc: await hasKyc(db, userId),
    hasSafeboxPassword: user.safebox_hash !== '',
    maxBankAccounts: config.maxBankAccounts,
    ...(config.withdrawPayoutHours > 0 ? { payoutHours: config.withdrawPayoutHours } : {}),
    bankBonus: { rate: config.bankBonusRate, max: config.bankBonusMax, turnoverMultiple: config.bankBonusTurnoverMultiple },
  };
}
