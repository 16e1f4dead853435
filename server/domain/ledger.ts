// Double-entry money movement. Every change is a pair of `ledger_entries` under one `ledger_transactions` row whose
// idempotency key makes a repeated transfer a no-op. Player accounts keep their balance in `accounts.balance`, changed
// only under the player's row lock; house accounts (`house_*`) keep none: their balance is the sum of their entries,
// read when asked for (houseBalances). So a transfer locks and updates only its player rows, and bets of different
// players never wait on the shared house row. A transfer is two statements: lock and read, then one write.
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { withWrites, type Write } from '../db/writes.ts';
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
  /** The player side's balance after; null for a house side, which keeps no running balance. */
  fromBalanceAfter: number | null;
  toBalanceAfter: number | null;
  /** True when the key had been applied before and nothing moved this time. */
  replayed: boolean;
}

const isHouseKind = (kind: string) => kind.startsWith('house_');
const isPlayerKind = (kind: string) => kind.startsWith('player_');

interface Side {
  id: number;
  kind: string;
  /** The locked balance of a player account; 0 for a house account. */
  balance: number;
}

/** Moves money inside the caller's transaction; the caller's commit or rollback decides whether it happened. */
export async function transfer(trx: Transaction<DB>, request: TransferRequest): Promise<TransferResult> {
  const { fromAccountId, toAccountId, amount, idempotencyKey } = request;
  const reference = request.reference ?? '';
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`transfer amount must be a positive integer, got ${amount}`);
  if (fromAccountId === toAccountId) throw new RangeError('transfer needs two different accounts');

  // Locks the player rows (in id order, so two transfers between the same players cannot deadlock) and leaves house
  // rows unlocked; reads whether the key was applied in the same round trip.
  const ids = [fromAccountId, toAccountId];
  const read = await sql<{ id: number; kind: string; balance: number; applied: number | null }>`
    WITH locked AS MATERIALIZED (
      SELECT id, balance FROM accounts WHERE id IN (${sql.join(ids)}) AND kind NOT LIKE 'house\\_%' ORDER BY id FOR UPDATE
    )
    SELECT a.id, a.kind, COALESCE(l.balance, 0)::bigint AS balance,
      (SELECT t.id FROM ledger_transactions t WHERE t.idempotency_key = ${idempotencyKey}) AS applied
    FROM accounts a LEFT JOIN locked l ON l.id = a.id
    WHERE a.id IN (${sql.join(ids)})`.execute(trx);
  const sides = new Map<number, Side>(read.rows.map((r) => [r.id, { id: r.id, kind: r.kind, balance: r.balance }]));
  for (const id of ids) if (!sides.has(id)) throw new RangeError(`account ${id} does not exist`);
  if (read.rows[0]?.applied != null) return checkSameTransfer(await appliedResult(trx, idempotencyKey), request);

  const from = sides.get(fromAccountId)!;
  const to = sides.get(toAccountId)!;
  const fromAfter = from.balance - amount;
  const toAfter = to.balance + amount;
  if (isPlayerKind(from.kind) && fromAfter < 0) throw new InsufficientFundsError(fromAccountId);
  if (!Number.isSafeInteger(toAfter) || !Number.isSafeInteger(fromAfter)) throw new RangeError('balance out of range');

  const fromBalanceAfter = isHouseKind(from.kind) ? null : fromAfter;
  const toBalanceAfter = isHouseKind(to.kind) ? null : toAfter;
  const transactionId = await writeTransfer(trx, request, reference, [
    { accountId: fromAccountId, amount: -amount, balanceAfter: fromBalanceAfter },
    { accountId: toAccountId, amount, balanceAfter: toBalanceAfter },
  ]);
  // A racer with the same key on other accounts committed after this statement's snapshot: its result stands.
  if (transactionId === undefined) return checkSameTransfer(await appliedResult(trx, idempotencyKey), request);
  return { transactionId, fromBalanceAfter, toBalanceAfter, replayed: false };
}

interface Leg {
  accountId: number;
  amount: number;
  /** Null for a house account: it keeps no running balance, so neither the entry nor the row carries one. */
  balanceAfter: number | null;
}

/**
 * One statement: the transaction row (skipped when its key exists), its entries, and the player rows' new balances,
 * the last two only when the transaction row was written. Answers the new transaction's id, or undefined when the key
 * had been applied.
 */
async function writeTransfer(trx: Transaction<DB>, request: TransferRequest, reference: string, legs: Leg[]): Promise<number | undefined> {
  const { reason, idempotencyKey } = request;
  const now = request.at ?? Date.now();
  const entries = sql.join(legs.map((l) => sql`(${l.accountId}::bigint, ${l.amount}::bigint, ${l.balanceAfter}::bigint)`));
  const players = legs.filter((l) => l.balanceAfter !== null);
  const balances = players.length
    ? sql`, balances AS (
        UPDATE accounts SET balance = v.balance
        FROM t, (VALUES ${sql.join(players.map((l) => sql`(${l.accountId}::bigint, ${l.balanceAfter}::bigint)`))}) AS v (id, balance)
        WHERE accounts.id = v.id)`
    : sql``;
  const written = await sql<{ id: number }>`
    WITH t AS (
      INSERT INTO ledger_transactions (idempotency_key, reason, reference, created_at)
      VALUES (${idempotencyKey}, ${reason}, ${reference}, ${now}) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
    ), entries AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, reason, reference, created_at)
      SELECT t.id, v.account_id, v.amount, v.balance_after, ${reason}, ${reference}, ${now}::bigint
      FROM t, (VALUES ${entries}) AS v (account_id, amount, balance_after)
    )${balances}
    SELECT id FROM t`.execute(trx);
  return written.rows[0]?.id;
}

export interface HouseMove {
  /** Hundredths, not 0: positive when the house pays the player, negative when the player pays the house. */
  amount: number;
  reason: string;
  reference: string;
  idempotencyKey: string;
}

/** A statement that checked its own conditions found the state it was written for had changed: read again and retry. */
export class RaceLostError extends DomainError {
  constructor() {
    super(409, 'Too many moves at once. Please try again.');
    this.name = 'RaceLostError';
  }
}

/** The SQLSTATE raced_unless (migration 042) raises: serialization_failure, the code that says "try again". */
const RACE_LOST = '40001';
const KEYS_REUSED = 'pisowin: ledger keys reused';
const RACED = 'pisowin: raced';

/**
 * Several transfers between one player account and one house account, in one statement that is its own transaction:
 * for what runs on every bet (a built-in round's stake and win). The caller holds no lock: `player.balance` is the
 * balance it read, and the moves apply only if it is still that balance and each `guarded` write (a compare-and-set
 * of the caller's, such as taking a nonce) changes exactly one row; otherwise nothing of the statement applies, `also`
 * included, and RaceLostError says to read again. A key applied before throws LedgerKeyReusedError, likewise with
 * nothing applied. `also` rides along (what the caller writes with the moves: db/writes.ts). The house account
 * (`houseKind`) must exist. Returns the player's balance after the last move. One round trip, where a caller that
 * locks needs four (begin, lock, write, commit) and holds the lock across them.
 */
export async function movePlayerHouse(
  db: Database,
  player: { id: number; balance: number },
  houseKind: string,
  moves: readonly HouseMove[],
  at: number,
  also: readonly Write[] = [],
  guarded: readonly Write[] = [],
): Promise<number> {
  const { balance, rows } = houseMoveRows(player, houseKind, moves);
  if (rows.length === 0) throw new RangeError('movePlayerHouse needs a move: its balance check is what stands for a lock');
  const guards = guarded.map((write, i) => sql`${sql.raw(`g${i}`)} AS (${write})`);
  const held = [sql`(SELECT count(*) FROM moved) = 1`, ...guarded.map((_, i) => sql`(SELECT count(*) FROM ${sql.raw(`g${i}`)}) = 1`)];
  try {
    // CASE keeps the order of the checks, so a reused key is told as such.
    await sql`
      ${houseMoveCtes(player, houseKind, rows, balance, at)}${guards.length > 0 ? sql`, ${sql.join(guards)}` : sql``}${also.length > 0 ? sql`, ${withWrites(also)}` : sql``}
      SELECT CASE WHEN raced_unless((SELECT count(*) FROM t) = ${rows.length}, ${KEYS_REUSED})
        THEN raced_unless(${sql.join(held, sql` AND `)}, ${RACED}) END AS ok`.execute(db);
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === RACE_LOST && 'message' in error) {
      if (String(error.message).includes(KEYS_REUSED)) throw new LedgerKeyReusedError(moves.map((m) => m.idempotencyKey).join(', '));
      if (String(error.message).includes(RACED)) throw new RaceLostError();
    }
    throw error;
  }
  return balance;
}

function houseMoveRows(player: { id: number; balance: number }, houseKind: string, moves: readonly HouseMove[]) {
  if (!isHouseKind(houseKind)) throw new RangeError(`house account kinds start with house_, got ${houseKind}`);
  let balance = player.balance;
  const rows = moves.map((move, i) => {
    if (!Number.isSafeInteger(move.amount) || move.amount === 0) throw new RangeError(`move amount must be a non-zero integer, got ${move.amount}`);
    balance += move.amount;
    if (balance < 0) throw new InsufficientFundsError(player.id);
    if (!Number.isSafeInteger(balance)) throw new RangeError('balance out of range');
    return sql`(${i}::int, ${move.idempotencyKey}::text, ${move.reason}::text, ${move.reference}::text, ${move.amount}::bigint, ${balance}::bigint)`;
  });
  return { balance, rows };
}

/**
 * The WITH clause of the moves: the transactions (t), their entries in move order, the player's before the house's so
 * the player's last entry carries its final balance, and the player's new balance (moved), set only when every
 * transaction was new and the balance is still the one the moves were computed from.
 */
function houseMoveCtes(player: { id: number; balance: number }, houseKind: string, rows: RawBuilder<unknown>[], balance: number, at: number) {
  return sql`WITH v (ord, idempotency_key, reason, reference, amount, balance_after) AS (VALUES ${sql.join(rows)}),
    t AS (
      INSERT INTO ledger_transactions (idempotency_key, reason, reference, created_at)
      SELECT idempotency_key, reason, reference, ${at}::bigint FROM v ORDER BY ord
      ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, idempotency_key
    ), entries AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, reason, reference, created_at)
      SELECT t.id, x.account_id, x.amount, x.balance_after, v.reason, v.reference, ${at}::bigint
      FROM t JOIN v USING (idempotency_key)
      CROSS JOIN LATERAL (VALUES
        (1, ${player.id}::bigint, v.amount, v.balance_after),
        (2, (SELECT id FROM accounts WHERE kind = ${houseKind} AND user_id IS NULL), -v.amount, NULL::bigint)
      ) AS x (side, account_id, amount, balance_after)
      ORDER BY v.ord, x.side
    ), moved AS (
      UPDATE accounts SET balance = ${balance}::bigint
      WHERE id = ${player.id} AND (SELECT count(*) FROM t) = ${rows.length} AND balance = ${player.balance}::bigint
      RETURNING id
    )`;
}

interface AppliedTransfer {
  transactionId: number;
  from: { accountId: number; amount: number; balanceAfter: number | null };
  to: { accountId: number; amount: number; balanceAfter: number | null };
}

async function appliedResult(trx: Transaction<DB>, idempotencyKey: string): Promise<AppliedTransfer> {
  const rows = await trx
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .select(['t.id', 'e.account_id', 'e.amount', 'e.balance_after'])
    .where('t.idempotency_key', '=', idempotencyKey)
    .execute();
  const from = rows.find((r) => r.amount < 0);
  const to = rows.find((r) => r.amount > 0);
  if (!from || !to) throw new Error(`ledger transaction ${idempotencyKey} has no pair of entries`);
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
  if (!isHouseKind(kind)) throw new RangeError(`house account kinds start with house_, got ${kind}`);
  const find = () => trx.selectFrom('accounts').select('id').where('kind', '=', kind).where('user_id', 'is', null).executeTakeFirst();
  const found = await find();
  if (found) return found.id;
  await trx
    .insertInto('accounts')
    .values({ user_id: null, kind, created_at: now })
    .onConflict((oc) => oc.column('kind').where('user_id', 'is', null).doNothing())
    .execute();
  return (await find())!.id;
}

/**
 * House balances by kind: the sums of their accounts' entries, read from the account index. A kind never used reads 0.
 * Reads what has committed; nothing is locked, so a figure may be passed by bets committing meanwhile.
 */
export async function houseBalances(db: Database | Transaction<DB>, kinds: readonly string[]): Promise<Map<string, number>> {
  const balances = new Map(kinds.map((kind) => [kind, 0]));
  if (kinds.length === 0) return balances;
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select(['a.kind', (eb) => eb.fn.sum<number | string>('e.amount').as('total')])
    .where('a.user_id', 'is', null)
    .where('a.kind', 'in', kinds)
    .groupBy('a.kind')
    .execute();
  for (const row of rows) balances.set(row.kind, Number(row.total));
  return balances;
}

/** The balance of one house account by id: the sum of its entries (see houseBalances). */
export async function houseAccountBalance(db: Database | Transaction<DB>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function playerAccount(db: Database | Transaction<DB>, userId: number, kind = PLAYER_MAIN) {
  return db.selectFrom('accounts').select(['id', 'balance']).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
}
