// Double-entry money movement. Balances live in `accounts`; every change is a pair of `ledger_entries` under one
// `ledger_transactions` row whose idempotency key makes a repeated transfer a no-op.
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { DomainError } from './errors.ts';

/** Kinds of player accounts: their balance may never go below zero. House accounts (`house_*`) may. */
export const PLAYER_MAIN = 'player_main';
export const HOUSE_OPENING = 'house_opening';

export class InsufficientFundsError extends DomainError {
  constructor(readonly accountId: number) {
    super(403, 'Not enough balance');
    this.name = 'InsufficientFundsError';
  }
}

export class LedgerKeyReusedError extends DomainError {
  constructor(readonly idempotencyKey: string) {
    super(409, 'This operation was already applied with different details');
    this.name = 'LedgerKeyReusedError';
  }
}

export interface TransferRequest {
  fromAccountId: number;
  toAccountId: number;
  /** Positive integer hundredths of a peso. */
  amount: number;
  reason: string;
  reference?: string;
  /** The same key applies once; later calls with it return the first result. */
  idempotencyKey: string;
  /** When it happened (epoch ms, the server clock); defaults to the system time. */
  at?: number;
}

export interface TransferResult {
  transactionId: number;
  fromBalanceAfter: number;
  toBalanceAfter: number;
  /** True when the key had been applied before and nothing moved this time. */
  replayed: boolean;
}

const isPlayerKind = (kind: string) => kind.startsWith('player_');

/** Moves money inside the caller's transaction; the caller's commit or rollback decides whether it happened. */
export async function transfer(trx: Transaction<DB>, request: TransferRequest): Promise<TransferResult> {
  const { fromAccountId, toAccountId, amount, reason, idempotencyKey } = request;
  const reference = request.reference ?? '';
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`transfer amount must be a positive integer, got ${amount}`);
  if (fromAccountId === toAccountId) throw new RangeError('transfer needs two different accounts');

  // Lock both rows in id order so two transfers between the same accounts cannot deadlock each other.
  const balances = new Map<number, { kind: string; balance: number }>();
  for (const id of [fromAccountId, toAccountId].sort((a, b) => a - b)) {
    const row = await trx.selectFrom('accounts').select(['id', 'kind', 'balance']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new RangeError(`account ${id} does not exist`);
    balances.set(id, row);
  }

  const earlier = await appliedResult(trx, idempotencyKey);
  if (earlier) return checkSameTransfer(earlier, request);

  const from = balances.get(fromAccountId)!;
  const to = balances.get(toAccountId)!;
  const fromAfter = from.balance - amount;
  const toAfter = to.balance + amount;
  if (isPlayerKind(from.kind) && fromAfter < 0) throw new InsufficientFundsError(fromAccountId);
  if (!Number.isSafeInteger(toAfter) || !Number.isSafeInteger(fromAfter)) throw new RangeError('balance out of range');

  const now = request.at ?? Date.now();
  // A racer with the same key on other accounts may have committed since the check: then its result stands.
  const inserted = await trx
    .insertInto('ledger_transactions')
    .values({ idempotency_key: idempotencyKey, reason, reference, created_at: now })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return checkSameTransfer((await appliedResult(trx, idempotencyKey))!, request);

  await trx
    .insertInto('ledger_entries')
    .values([
      { transaction_id: inserted.id, account_id: fromAccountId, amount: -amount, balance_after: fromAfter, reason, reference, created_at: now },
      { transaction_id: inserted.id, account_id: toAccountId, amount, balance_after: toAfter, reason, reference, created_at: now },
    ])
    .execute();
  await trx.updateTable('accounts').set({ balance: fromAfter }).where('id', '=', fromAccountId).execute();
  await trx.updateTable('accounts').set({ balance: toAfter }).where('id', '=', toAccountId).execute();
  return { transactionId: inserted.id, fromBalanceAfter: fromAfter, toBalanceAfter: toAfter, replayed: false };
}

interface AppliedTransfer {
  transactionId: number;
  from: { accountId: number; amount: number; balanceAfter: number };
  to: { accountId: number; amount: number; balanceAfter: number };
}

async function appliedResult(trx: Transaction<DB>, idempotencyKey: string): Promise<AppliedTransfer | undefined> {
  const rows = await trx
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .select(['t.id', 'e.account_id', 'e.amount', 'e.balance_after'])
    .where('t.idempotency_key', '=', idempotencyKey)
    .execute();
  const from = rows.find((r) => r.amount < 0);
  const to = rows.find((r) => r.amount > 0);
  if (!from || !to) return undefined;
  return {
    transactionId: from.id,
    from: { accountId: from.account_id, amount: -from.amount, balanceAfter: from.balance_after },
    to: { accountId: to.account_id, amount: to.amount, balanceAfter: to.balance_after },
  };
}

function checkSameTransfer(earlier: AppliedTransfer, request: TransferRequest): TransferResult {
  const same = earlier.from.accountId === request.fromAccountId && earlier.to.accountId === request.toAccountId && earlier.from.amount === request.amount;
  if (!same) throw new LedgerKeyReusedError(request.idempotencyKey);
  return { transactionId: earlier.transactionId, fromBalanceAfter: earlier.from.balanceAfter, toBalanceAfter: earlier.to.balanceAfter, replayed: true };
}

/** Opens a player's account of a kind (at registration); returns its id. */
export async function openPlayerAccount(trx: Transaction<DB>, userId: number, kind: string, now: number): Promise<number> {
  const row = await trx.insertInto('accounts').values({ user_id: userId, kind, created_at: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The house account of a kind, created on first use. */
export async function houseAccount(trx: Transaction<DB>, kind: string, now: number): Promise<number> {
  await trx
    .insertInto('accounts')
    .values({ user_id: null, kind, created_at: now })
    .onConflict((oc) => oc.column('kind').where('user_id', 'is', null).doNothing())
    .execute();
  const row = await trx.selectFrom('accounts').select('id').where('kind', '=', kind).where('user_id', 'is', null).executeTakeFirstOrThrow();
  return row.id;
}

export async function playerAccount(db: Database | Transaction<DB>, userId: number, kind = PLAYER_MAIN) {
  return db.selectFrom('accounts').select(['id', 'balance']).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
}
