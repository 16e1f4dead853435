// Double-entry money movement. Every change is a pair of `ledger_entries` under one `ledger_transactions` row whose
// idempotency key makes a repeated transfer a no-op. Player accounts keep their balance in `accounts.balance`, changed
// only under the player's row lock; house accounts (`house_*`) keep none: their balance is the sum of their entries,
// read when asked for (houseBalances). So a transfer locks and updates only its player rows, and bets of different
// players never wait on the shared house row. A transfer is two statements: lock and read, then one write. The bets of
// many players (a batch of spins) move in one statement that locks each player at the balance it was computed from
// and writes the moves of those still at it (heldAtBalance, houseMoveItems).
import { sql, type RawBuilder, type Transaction } from 'kysely';
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

/**
 * Moves between player accounts and one house account, for a statement of many players that is its own transaction
 * (a batch of spins), where no lock is held before it: each player's moves were computed from a balance read without
 * one. These are its WITH items. First `held (id)` (heldAtBalance): the accounts whose balance is still the one read,
 * locked in id order. A row another transaction changed since is read again and left out if its balance moved; a row
 * another transaction holds is left out at once (SKIP LOCKED), so one player's money in motion elsewhere never makes
 * the other players of the batch wait. The caller writes only for players held (and what else it holds), then
 * `houseMoveItems`; a player left out reads again.
 */
export const heldAtBalance = (players: RawBuilder<unknown>) =>
  sql`held AS MATERIALIZED (
    SELECT a.id FROM accounts a JOIN ${players} ON a.id = p.account_id AND a.balance = p.balance_before
    ORDER BY a.id FOR UPDATE OF a SKIP LOCKED)`;

/** A player's moves with the house, in order, and the balance they were computed from. */
export interface PlayerHouseMoves {
  accountId: number;
  balanceBefore: number;
  moves: readonly HouseMove[];
}

/** One move as the statement's `moves` carries it: the player's side and their balance after it. */
export interface MoveRow extends HouseMove {
  accountId: number;
  balanceAfter: number;
}

/**
 * The players' moves, each with the balance after it, checked as a locked transfer would (amounts, no player below
 * zero); and each player's balance after their last move.
 */
export function playerHouseMoveRows(player: PlayerHouseMoves): { rows: MoveRow[]; balance: number } {
  let balance = player.balanceBefore;
  const rows = player.moves.map((move) => {
    if (!Number.isSafeInteger(move.amount) || move.amount === 0) throw new RangeError(`move amount must be a non-zero integer, got ${move.amount}`);
    balance += move.amount;
    if (balance < 0) throw new InsufficientFundsError(player.accountId);
    if (!Number.isSafeInteger(balance)) throw new RangeError('balance out of range');
    return { ...move, accountId: player.accountId, balanceAfter: balance };
  });
  if (rows.length === 0) throw new RangeError('a player with the house needs a move: its balance check is what stands for a lock');
  return { rows, balance };
}

/**
 * The WITH items that write the moves: `moves` a FROM item `m (ord, account_id, idempotency_key, reason, reference,
 * amount, balance_after, at)`, one row per move of a held player in the order they apply (ord); `finals` a FROM item
 * `f (account_id, balance)`, each held player's balance after their last move. Writes `t` (the ids of the moves'
 * transactions), their entries (the player's side first, so a player's last entry carries their balance) and
 * the players' balances. The statement's final SELECT must check movesAllNew: a key applied before writes no
 * transaction, and the statement must then apply nothing.
 */
export function houseMoveItems(houseKind: string, moves: RawBuilder<unknown>, finals: RawBuilder<unknown>): RawBuilder<unknown> {
  if (!isHouseKind(houseKind)) throw new RangeError(`house account kinds start with house_, got ${houseKind}`);
  // Each move takes its transaction's id from the sequence first, so its entries need no join with the inserted
  // transactions: a join on the key was planned as a nested loop (the planner counts one row of each), n x n rows a
  // batch. A key applied before inserts no transaction and leaves its entries pointing at none, but the statement's
  // movesAllNew check raises before the foreign keys are checked, at the statement's end.
  return sql`tx AS MATERIALIZED (
      SELECT nextval('ledger_transactions_id_seq') AS id, m.* FROM ${moves}
    ), t AS (
      INSERT INTO ledger_transactions (id, idempotency_key, reason, reference, created_at) OVERRIDING SYSTEM VALUE
      SELECT m.id, m.idempotency_key, m.reason, m.reference, m.at FROM tx AS m ORDER BY m.ord
      ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
    ), entries AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, reason, reference, created_at)
      SELECT m.id, x.account_id, x.amount, x.balance_after, m.reason, m.reference, m.at
      FROM tx AS m
      CROSS JOIN LATERAL (VALUES
        (1, m.account_id, m.amount, m.balance_after),
        (2, (SELECT id FROM accounts WHERE kind = ${houseKind} AND user_id IS NULL), -m.amount, NULL::bigint)
      ) AS x (side, account_id, amount, balance_after)
      ORDER BY m.ord, x.side
    ), balances AS (
      UPDATE accounts SET balance = f.balance FROM ${finals} WHERE accounts.id = f.account_id
    )`;
}

/** True when every move wrote its transaction (houseMoveItems); else raises, so the statement applies nothing. */
export const movesAllNew = (moves: RawBuilder<unknown>) =>
  sql<boolean>`raced_unless((SELECT count(*) FROM t) = (SELECT count(*) FROM ${moves}), ${KEYS_REUSED})`;

/** The error a statement with houseMoveItems raised, as the ledger's own when it is one (a reused key), else as it is. */
export function moveError(error: unknown, keys: () => string): unknown {
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === RACE_LOST && 'message' in error) {
    if (String(error.message).includes(KEYS_REUSED)) return new LedgerKeyReusedError(keys());
  }
  return error;
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
