// The safebox: a vault inside the wallet. Coin goes in freely; coming out needs the safebox password (stored and
// checked by the member area). Coin in the safebox cannot be bet or withdrawn: bets and withdrawals debit the main account.
import type { WalletInfo } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { transfer } from '../ledger.ts';
import { verifySafeboxPassword } from '../member.ts';
import { lockMain, REASON, safeboxAccount } from './accounts.ts';
import { walletInfo } from './info.ts';
import { randomUUID } from 'node:crypto';

export async function moveIntoSafebox(db: Database, userId: number, amount: number, now: number): Promise<WalletInfo> {
  await safeboxIn(db, userId, amount, now);
  return walletInfo(db, userId, now);
}

export async function safeboxIn(db: Database, userId: number, amount: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const main = await lockMain(trx, userId);
    const box = await safeboxAccount(trx, userId, now);
    await transfer(trx, {
      fromAccountId: main.id,
      toAccountId: box.id,
      amount,
      reason: REASON.safeboxIn,
      idempotencyKey: `safebox-in:${randomUUID()}`,
      at: now,
    });
  });
}

export async function moveOutOfSafebox(db: Database, userId: number, amount: number, password: string, now: number): Promise<WalletInfo> {
  // The member area's check: 403 without a password or with a wrong one, and wrong tries lock it for a while.
  await verifySafeboxPassword(db, userId, password, now);
  await safeboxOut(db, userId, amount, now);
  return walletInfo(db, userId, now);
}

/** The money move of a safebox withdrawal, once the password is checked. */
export async function safeboxOut(db: Database, userId: number, amount: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const main = await lockMain(trx, userId);
    const box = await safeboxAccount(trx, userId, now);
    await transfer(trx, {
      fromAccountId: box.id,
      toAccountId: main.id,
      amount,
      reason: REASON.safeboxOut,
      idempotencyKey: `safebox-out:${randomUUID()}`,
      at: now,
    });
  });
}
