// The safebox: a vault inside the wallet. Coin goes in freely; coming out needs the safebox password (its argon2id
// hash is stored by the member area in users.safebox_hash). Coin in the safebox cannot be bet or withdrawn.
import type { WalletInfo } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { badInput, refused } from '../errors.ts';
import { transfer } from '../ledger.ts';
import { verifyPassword } from '../passwords.ts';
import { lockMain, REASON, safeboxAccount } from './accounts.ts';
import { walletInfo } from './info.ts';
import { randomUUID } from 'node:crypto';

export async function moveIntoSafebox(db: Database, userId: number, amount: number, now: number): Promise<WalletInfo> {
  await safeboxIn(db, userId, amount, now);
  return walletInfo(db, userId);
}

export async function safeboxIn(db: Database, userId: number, amount: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const main = await lockMain(trx, userId);
    const box = await safeboxAccount(trx, userId, now);
    await transfer(trx, { fromAccountId: main.id, toAccountId: box.id, amount, reason: REASON.safeboxIn, idempotencyKey: `safebox-in:${randomUUID()}`, at: now });
  });
}

export async function moveOutOfSafebox(db: Database, userId: number, amount: number, password: string, now: number): Promise<WalletInfo> {
  const user = await db.selectFrom('users').select('safebox_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.safebox_hash === '') throw badInput('Set a safebox password first');
  // Hashing outside the transaction: argon2 is slow and PGlite has one connection.
  if (!(await verifyPassword(user.safebox_hash, password))) throw refused('The safebox password is wrong');
  await safeboxOut(db, userId, amount, now);
  return walletInfo(db, userId);
}

/** The money move of a safebox withdrawal, once the password is checked. */
export async function safeboxOut(db: Database, userId: number, amount: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const main = await lockMain(trx, userId);
    const box = await safeboxAccount(trx, userId, now);
    await transfer(trx, { fromAccountId: box.id, toAccountId: main.id, amount, reason: REASON.safeboxOut, idempotencyKey: `safebox-out:${randomUUID()}`, at: now });
  });
}
