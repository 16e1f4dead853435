// Real-money instant rounds (every slot spin) of many players, two statements a batch (db/batches.ts): the spins that
// arrive together are read together (each one's balance, seed pair, play limits, rewards' facts and gate) and, once
// each is drawn, written together, with no lock held between the read and the write. The write locks what each spin
// was computed from (its player's balance, its seed pair's nonce) and applies only the spins that still hold: the
// ledger, the journal, the round, the outbox, the turnover release and every rewards module's counters, each as one
// set-based write over the spins it applies. A spin whose player's money moved meanwhile, or is moving in another
// transaction now, is left out, alone, and reads again (rounds.ts); the others of its batch neither fail nor wait.
import { sql } from 'kysely';
import { Batches } from '../../db/batches.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { withWrites } from '../../db/writes.ts';
import { heldAtBalance, houseMoveItems, moveError, movesAllNew, playerHouseMoveRows, RaceLostError, type MoveRow } from '../ledger.ts';
import { playFactsColumn } from '../play-limits.ts';
import { betFactsColumn, betWrites } from '../rewards/engine.ts';
import { BetRows, betStakes } from '../rewards/bets.ts';
import type { BetFacts } from '../rewards/events.ts';
import { mainAccountColumn } from '../wallet/accounts.ts';
import { turnoverReleaseWrite } from '../wallet/turnover.ts';
import { BUILTIN_PROVIDER } from './provider.ts';
import { HOUSE_GAMES, instantRoundLegs, type JournalRow } from './seamless-wallet.ts';
import { activeSeedColumn, noncesTaken, seedsHeldAtNonce } from './seeds.ts';
import { spinGateColumn } from './spin-gate.ts';

/**
 * One batch of reads and one of writes at a time per process, of 64 spins at most. Two writes at once cost the database
 * a tenth more a spin (they meet on the pages and the parent rows they share) and served fewer spins: 40 connections
 * on PostgreSQL here, run alternately, 1,265 to 1,311 spins/s with one against 1,172 to 1,180/s with two.
 */
const BATCH = { maxInFlight: 1, maxSize: 64 };

export interface SpinReadRequest {
  userId: number;
  gameId: number;
  at: number;
  validBet: number;
  launchHash: string;
}

/** What a spin reads, raw: the balance, the seed pair, the play limits, the rewards' facts, the gate's facts. */
export interface SpinReadRow {
  main: { id: number; balance: number } | null;
  seed: { id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number } | null;
  play: unknown;
  bet: unknown;
  gate: unknown;
}

/**
 * The spins' one read, compiled once: a row per spin, in order. The LIMIT (the number of spins) is for the planner: a
 * prepared statement's generic plan takes an array parameter for 10 rows, and a LIMIT parameter for a tenth of them, so
 * the generic plan costs what a plan for one spin costs and is kept, where without it each read was planned again
 * (0.5 ms of the database's CPU, more than the read itself).
 */
const spinReads = compiledOnce((userIds: number[], gameIds: number[], ats: number[], validBets: number[], launchHashes: string[], count: number) => {
  const r = <T>(column: string) => sql.raw<T>(`r.${column}`);
  const userId = r<number>('user_id');
  const gameId = r<number>('game_id');
  return sql<SpinReadRow>`
    SELECT ${mainAccountColumn(userId)} AS main, ${activeSeedColumn(userId)} AS seed, ${playFactsColumn(userId)} AS play,
      ${betFactsColumn({ userId, gameId, at: r('at'), validBet: r('valid_bet') })} AS bet,
      ${spinGateColumn(r('launch_hash'), gameId)} AS gate
    FROM (SELECT * FROM unnest(${userIds}::bigint[], ${gameIds}::integer[], ${ats}::bigint[], ${validBets}::bigint[], ${launchHashes}::text[])
      WITH ORDINALITY AS r (user_id, game_id, at, valid_bet, launch_hash, i) LIMIT ${count}) AS r
    ORDER BY r.i`;
});

async function readSpins(db: Database, spins: readonly SpinReadRequest[]): Promise<SpinReadRow[]> {
  const column = <K extends keyof SpinReadRequest>(key: K) => spins.map((s) => s[key]);
  const { rows } = await spinReads(db, column('userId'), column('gameId'), column('at'), column('validBet'), column('launchHash'), spins.length);
  return rows;
}

/** A drawn real-money instant round, to write if what it was drawn from still holds. */
export interface SpinWrite {
  userId: number;
  /** The player's main account and the balance the round was computed from (read without a lock). */
  account: { id: number; balance: number };
  /** The seed pair and the nonce the outcome was drawn with. */
  seed: { id: number; nonce: number };
  roundId: string;
  gameId: number;
  typeId: number;
  activityId: number | null;
  launchHash: string;
  bet: number;
  win: number;
  detail: unknown;
  at: number;
  /** The rewards' facts read with the balance. */
  facts: BetFacts;
}

/** A spin's write: its balance after, or `raced` when its balance or nonce had moved and nothing of it applied. */
export type SpinWritten = { balance: number } | { raced: true } | { error: unknown };

/** One spin of the write, with its ledger moves and journal rows computed. */
interface Planned {
  spin: SpinWrite;
  moves: MoveRow[];
  journal: JournalRow[];
  balance: number;
}

function plan(spin: SpinWrite): Planned {
  const round = { provider: BUILTIN_PROVIDER, roundId: spin.roundId, bet: spin.bet, win: spin.win };
  const { moves, journal } = instantRoundLegs(round, spin.account.balance);
  const { rows, balance } = playerHouseMoveRows({ accountId: spin.account.id, balanceBefore: spin.account.balance, moves });
  return { spin, moves: rows, journal, balance };
}

/**
 * The write of a batch, one statement: the spins (s), the accounts and seed pairs that still hold (held, seeds_held),
 * the spins that apply (bets: the relation the rewards modules read), their moves and journal rows, then every write.
 * Answers the places (i) of the spins that applied.
 */
function writeStatement(planned: readonly Planned[]) {
  const spins = rowsOf(planned, 's', {
    user_id: ['bigint', (p) => p.spin.userId],
    account_id: ['bigint', (p) => p.spin.account.id],
    balance_before: ['bigint', (p) => p.spin.account.balance],
    balance_after: ['bigint', (p) => p.balance],
    seed_id: ['bigint', (p) => p.spin.seed.id],
    nonce: ['integer', (p) => p.spin.seed.nonce],
    round_id: ['text', (p) => p.spin.roundId],
    game_id: ['integer', (p) => p.spin.gameId],
    type_id: ['integer', (p) => p.spin.typeId],
    activity_id: ['integer', (p) => p.spin.activityId],
    launch_hash: ['text', (p) => p.spin.launchHash],
    bet: ['bigint', (p) => p.spin.bet],
    win: ['bigint', (p) => p.spin.win],
    detail: ['jsonb', (p) => JSON.stringify(p.spin.detail)],
    at: ['bigint', (p) => p.spin.at],
  });
  const legs = <R>(pick: (p: Planned) => readonly R[]) => planned.flatMap((p, k) => pick(p).map((row) => ({ spin: k + 1, at: p.spin.at, row })));
  const moves = rowsOf(
    legs((p) => p.moves),
    'm',
    {
      spin: ['integer', (l) => l.spin],
      account_id: ['bigint', (l) => l.row.accountId],
      idempotency_key: ['text', (l) => l.row.idempotencyKey],
      reason: ['text', (l) => l.row.reason],
      reference: ['text', (l) => l.row.reference],
      amount: ['bigint', (l) => l.row.amount],
      balance_after: ['bigint', (l) => l.row.balanceAfter],
      at: ['bigint', (l) => l.at],
    },
  );
  const journal = rowsOf(
    legs((p) => p.journal),
    'j',
    {
      spin: ['integer', (l) => l.spin],
      txn_id: ['text', (l) => l.row.txnId],
      kind: ['text', (l) => l.row.kind],
      amount: ['bigint', (l) => l.row.amount],
      balance_after: ['bigint', (l) => l.row.balanceAfter],
    },
  );
  const bets = new BetRows(planned.map((p) => ({ event: betEvent(p.spin), facts: p.spin.facts })));
  const writes = [
    noncesTaken(sql`bets AS r`),
    sql`INSERT INTO game_wallet_txns (provider, txn_id, kind, user_id, round_id, amount, ref_txn_id, balance_after, created_at)
      SELECT ${BUILTIN_PROVIDER}, j.txn_id, j.kind, b.user_id, b.round_id, j.amount, NULL, j.balance_after, b.at
      FROM ${journal} JOIN bets b ON b.i = j.spin ORDER BY j.i`,
    sql`INSERT INTO game_rounds (round_id, user_id, game_id, type_id, provider, launch_hash, activity_id, try_it, bet, win, state, detail,
        seed_id, nonce, created_at, settled_at)
      SELECT round_id, user_id, game_id, type_id, ${BUILTIN_PROVIDER}, launch_hash, activity_id, false, bet, win, 'settled', detail,
        seed_id, nonce, at, at
      FROM bets ORDER BY i`,
    sql`INSERT INTO bet_outbox (user_id, round_id, game_id, type_id, activity_id, valid_bet, win, created_at, consumed_at)
      SELECT user_id, round_id, game_id, type_id, activity_id, bet, win, at, at FROM bets ORDER BY i`,
    turnoverReleaseWrite(betStakes),
    ...betWrites(bets),
  ];
  return sql<{ applied: number[] }>`
    WITH s AS (SELECT * FROM ${spins}),
    ${heldAtBalance(sql`s AS p`)},
    ${seedsHeldAtNonce(sql`(SELECT * FROM s WHERE account_id IN (SELECT id FROM held)) AS p`)},
    bets AS MATERIALIZED (SELECT s.*, s.bet AS valid_bet FROM s WHERE s.account_id IN (SELECT id FROM held) AND s.seed_id IN (SELECT id FROM seeds_held)),
    moves AS (SELECT m.* FROM ${moves} WHERE m.spin IN (SELECT i FROM bets)),
    ${houseMoveItems(HOUSE_GAMES, sql`(SELECT *, i AS ord FROM moves) AS m`, sql`(SELECT account_id, balance_after AS balance FROM bets) AS f`)},
    ${withWrites(writes)}
    SELECT CASE WHEN ${movesAllNew(sql`moves`)} THEN (SELECT COALESCE(array_agg(i::integer), '{}') FROM bets) END AS applied`;
}

async function writeBatch(db: Database, planned: readonly Planned[]): Promise<Set<number>> {
  const { rows } = await writeStatement(planned).execute(db);
  return new Set((rows[0]?.applied ?? []).map(Number));
}

const betEvent = (spin: SpinWrite) => ({
  userId: spin.userId,
  roundId: spin.roundId,
  gameId: spin.gameId,
  typeId: spin.typeId,
  validBet: spin.bet,
  win: spin.win,
  at: spin.at,
});

/** SQLSTATE classes of errors after which a statement applied nothing: data, integrity, rollback (a race, a deadlock). */
const NOTHING_APPLIED = /^(22|23|40)/;
const DEADLOCK = '40P01';
const sqlState = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

/**
 * Writes a batch. A statement that failed and applied nothing (a spin's value the database refused, a deadlock with
 * another process's batch) is sent again one spin a statement, so only the spin at fault fails; any other failure (the
 * connection lost: the statement may have committed) fails every spin of the batch, as it would fail a spin alone.
 * The spins sent again go on the failed statement's connection, one after another: PostgreSQL sends a statement's
 * error before it ends the statement's transaction, so on another connection a spin sent at once could still find
 * its account held by the failed statement and be skipped (SKIP LOCKED) as if it had lost a race.
 */
function writeSpins(db: Database, spins: readonly SpinWrite[]): Promise<SpinWritten[]> {
  return db.connection().execute((connection) => writeOn(connection, spins));
}

async function writeOn(db: Database, spins: readonly SpinWrite[]): Promise<SpinWritten[]> {
  const planned: (Planned | { error: unknown })[] = spins.map((spin) => {
    try {
      return plan(spin);
    } catch (error) {
      return { error };
    }
  });
  const answers = new Map<Planned, SpinWritten>();
  // A statement writes one spin per player. A player's second spin of a batch (rounds.ts sends one at a time, so only
  // a caller that does not could make one) reads again, as it would after the first were written.
  const players = new Set<number>();
  const valid = planned.filter((p): p is Planned => {
    if ('error' in p) return false;
    if (players.has(p.spin.userId)) {
      answers.set(p, { raced: true });
      return false;
    }
    players.add(p.spin.userId);
    return true;
  });
  try {
    if (valid.length > 0) {
      const applied = await writeBatch(db, valid);
      valid.forEach((p, k) => answers.set(p, applied.has(k + 1) ? { balance: p.balance } : { raced: true }));
    }
  } catch (error) {
    if (!NOTHING_APPLIED.test(sqlState(error))) throw error;
    if (valid.length === 1) {
      const only = valid[0]!;
      answers.set(only, sqlState(error) === DEADLOCK ? { raced: true } : { error: moveError(error, () => only.moves.map((m) => m.idempotencyKey).join(', ')) });
    } else {
      for (const p of valid) answers.set(p, (await writeOn(db, [p.spin]))[0]!);
    }
  }
  return planned.map((p) => ('error' in p ? p : answers.get(p)!));
}

interface SpinBatches {
  reads: Batches<SpinReadRequest, SpinReadRow>;
  writes: Batches<SpinWrite, SpinWritten>;
}

const batchesOf = new WeakMap<Database, SpinBatches>();

function spinBatches(db: Database): SpinBatches {
  let batches = batchesOf.get(db);
  if (!batches) {
    batches = {
      reads: new Batches((spins) => readSpins(db, spins), BATCH),
      writes: new Batches((spins) => writeSpins(db, spins), BATCH),
    };
    batchesOf.set(db, batches);
  }
  return batches;
}

/** A spin's read, sent with the other spins' of its moment. */
export const readSpin = (db: Database, request: SpinReadRequest): Promise<SpinReadRow> => spinBatches(db).reads.add(request);

/**
 * A drawn spin's write, sent with the other spins' of its moment. Answers the balance after; throws RaceLostError when
 * its balance or nonce moved since they were read (nothing of it applied: read again), or what refused it.
 */
export async function writeSpin(db: Database, spin: SpinWrite): Promise<number> {
  const written = await spinBatches(db).writes.add(spin);
  if ('balance' in written) return written.balance;
  if ('raced' in written) throw new RaceLostError();
  throw written.error;
}
