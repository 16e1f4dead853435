// The built-in provider's rounds: each takes the bet through the seamless wallet (or the demo balance in try-it
// mode), draws from the player's provably-fair stream, settles, and writes the bet outbox in the same transaction.
import { randomBytes } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB, GameRoundsTable, GamesTable } from '../../db/schema.ts';
import type { Rng } from '../../games/rng.ts';
import { notFound, refused } from '../errors.ts';
import { playerAccount, RaceLostError } from '../ledger.ts';
import { assertPlay, assertPlayWith, playFactsOf } from '../play-limits.ts';
import { lockMain } from '../wallet/accounts.ts';
import { applyBet, betFactsOf } from '../rewards/engine.ts';
import { gamePaused, gameRow } from './catalogue.ts';
import { fairRng } from './fair.ts';
import type { GameSession } from './launches.ts';
import { BUILTIN_PROVIDER } from './provider.ts';
import * as wallet from './seamless-wallet.ts';
import { activeSeed, seedOf, takeNonce, type ActiveSeed } from './seeds.ts';
import { assertSpinGate } from './spin-gate.ts';
import { readSpin, writeSpin } from './spin-batches.ts';

export type RoundRow = Selectable<GameRoundsTable>;

export interface RoundOptions {
  /** Replaces the provably-fair stream (tests only). */
  rng?: (seed: ActiveSeed) => Rng;
  /** The game's row when the caller read it already, with gameRow's checks (catalogue.ts builtinGameRow). */
  game?: Selectable<GamesTable>;
}

export interface Fairness {
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
}

const newRoundId = () => randomBytes(10).toString('hex');

/** Balance shown in the game: the demo balance in try-it mode, else the main wallet. */
export async function sessionBalance(db: Database | Transaction<DB>, session: GameSession): Promise<number> {
  if (session.tryIt) {
    const row = await db.selectFrom('game_launches').select('demo_balance').where('token_hash', '=', session.launchHash).executeTakeFirstOrThrow();
    return row.demo_balance;
  }
  return (await playerAccount(db, session.userId))?.balance ?? 0;
}

/**
 * Takes the stake: a seamless debit, or the demo balance. Locks the player's wallet (or demo session) first. `txn`
 * names the debit within the round (a round that raises its stake, like a blackjack double, debits more than once).
 */
async function takeStake(trx: Transaction<DB>, session: GameSession, roundId: string, bet: number, now: number, txn = 'bet'): Promise<number> {
  if (session.tryIt) {
    const demo = await trx
      .selectFrom('game_launches')
      .select('demo_balance')
      .where('token_hash', '=', session.launchHash)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (demo.demo_balance < bet) throw refused('Not enough demo balance for this bet');
    await trx
      .updateTable('game_launches')
      .set({ demo_balance: demo.demo_balance - bet })
      .where('token_hash', '=', session.launchHash)
      .execute();
    return demo.demo_balance - bet;
  }
  const main = await lockMain(trx, session.userId);
  if (main.balance < bet) throw refused('Not enough balance for this bet');
  await assertPlay(trx, session.userId, 'bet', bet, now);
  const answer = await wallet.debit(trx, {
    provider: BUILTIN_PROVIDER,
    txnId: wallet.roundTxnId(roundId, txn),
    userId: session.userId,
    roundId,
    amount: bet,
    now,
  });
  return answer.balance;
}

/**
 * Adds to an open round's stake (a blackjack double or split): a further debit named `txn` within the round, with
 * the same balance and responsible-play checks as the first, and the round's bet raised so it settles as one bet.
 */
async function raiseStake(
  trx: Transaction<DB>,
  session: GameSession,
  round: RoundRow,
  extra: number,
  txn: string,
  now: number,
): Promise<{ round: RoundRow; balance: number }> {
  const balance = await takeStake(trx, session, round.round_id, extra, now, txn);
  const raised = await trx
    .updateTable('game_rounds')
    .set((eb) => ({ bet: eb('bet', '+', extra) }))
    .where('id', '=', round.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { round: raised, balance };
}

/**
 * Pays the win, closes the round and, for real money, records the valid bet and releases turnover. The round's own
 * mode and launch decide where the win goes, never the session that asks.
 */
async function settle(trx: Transaction<DB>, round: RoundRow, win: number, detail: unknown, now: number): Promise<number> {
  let balance: number;
  if (round.try_it) {
    const demo = await trx
      .updateTable('game_launches')
      .set((eb) => ({ demo_balance: eb('demo_balance', '+', win) }))
      .where('token_hash', '=', round.launch_hash)
      .returning('demo_balance')
      .executeTakeFirstOrThrow();
    balance = demo.demo_balance;
  } else {
    const answer = await wallet.credit(trx, {
      provider: BUILTIN_PROVIDER,
      txnId: wallet.roundTxnId(round.round_id, 'win'),
      userId: round.user_id,
      roundId: round.round_id,
      amount: win,
      now,
    });
    balance = answer.balance;
    const outbox = trx.insertInto('bet_outbox').values({
      user_id: round.user_id,
      round_id: round.round_id,
      game_id: round.game_id,
      type_id: round.type_id,
      valid_bet: round.bet,
      win,
      activity_id: round.activity_id,
      created_at: now,
      consumed_at: now,
    });
    const event = { userId: round.user_id, roundId: round.round_id, gameId: round.game_id, typeId: round.type_id, validBet: round.bet, win, at: now };
    await applyBet(trx, event, [outbox], { releaseTurnover: true });
  }
  await trx
    .updateTable('game_rounds')
    .set({ state: 'settled', win, detail: JSON.stringify(detail), settled_at: now })
    .where('id', '=', round.id)
    .execute();
  return balance;
}

/** Opens a round: stake taken, nonce used, outcome drawn. The caller settles it now or later (Mines). */
async function openRound<T>(
  trx: Transaction<DB>,
  session: GameSession,
  bet: number,
  draw: (rng: Rng) => T,
  now: number,
  options: RoundOptions,
): Promise<{ round: RoundRow; outcome: T; balance: number; fairness: Fairness }> {
  const game = await gameRow(trx, session.gameId);
  if (game.status !== 'on') throw gamePaused(game.name);
  const roundId = newRoundId();
  const balance = await takeStake(trx, session, roundId, bet, now);
  const seed = await takeNonce(trx, session.userId, now);
  const outcome = draw(options.rng ? options.rng(seed) : fairRng(seed.serverSeed, seed.clientSeed, seed.nonce));
  const round = await trx
    .insertInto('game_rounds')
    .values({
      round_id: roundId,
      user_id: session.userId,
      game_id: game.id,
      type_id: game.type_id,
      provider: BUILTIN_PROVIDER,
      launch_hash: session.launchHash,
      activity_id: session.activityId,
      try_it: session.tryIt,
      bet,
      state: 'open',
      detail: JSON.stringify({}),
      seed_id: seed.id,
      nonce: seed.nonce,
      created_at: now,
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { round, outcome, balance, fairness: { nonce: seed.nonce, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed } };
}

export interface InstantResult<D> extends Fairness {
  roundId: string;
  bet: number;
  win: number;
  balance: number;
  detail: D;
}

/** A round that settles at once (the slot, Color Game). */
export async function playInstant<D extends { win: number }>(
  db: Database,
  session: GameSession,
  bet: number,
  draw: (rng: Rng) => D,
  now: number,
  options: RoundOptions = {},
): Promise<InstantResult<D>> {
  if (!session.tryIt) return playInstantReal(db, session, bet, draw, now, options);
  return db.transaction().execute(async (trx) => {
    const { round, outcome, fairness } = await openRound(trx, session, bet, draw, now, options);
    const balance = await settle(trx, round, outcome.win, outcome, now);
    return { roundId: round.round_id, bet, win: outcome.win, balance, detail: outcome, ...fairness };
  });
}

/** How often a spin reads again after another move of the same player's money got in first. */
const SPIN_TRIES = 10;

/**
 * One player's spins in this process, one after the other: spins sent at once (a script, several tabs) would otherwise
 * all read the same balance, and all but one read again, over and over. Spins of one player through several server
 * processes still meet in the database, where the losers read again.
 */
const spinsOf = new Map<number, Promise<unknown>>();

function oneAtATime<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const before = spinsOf.get(userId) ?? Promise.resolve();
  const mine = before.then(work, work);
  const tail = mine.catch(() => undefined);
  spinsOf.set(userId, tail);
  void tail.then(() => {
    if (spinsOf.get(userId) === tail) spinsOf.delete(userId);
  });
  return mine;
}

/**
 * A real-money instant round, the path every spin takes, in two statements and no lock held between them, each sent
 * with the other spins of its moment (spin-batches.ts): the same checks, ledger entries, journal rows, round, outbox
 * row and rewards as openRound then settle, but the round is made settled and the stake and win move together. The
 * first statement reads the balance, the seed pair, the play limits, the rewards' facts and the gate; the outcome is
 * drawn; the second writes everything (ledger, journal, round, outbox, turnover, every rewards module's counters) only
 * if the balance and the nonce are still those it read. When another move of this player's money or another round got
 * in between, it reads again.
 */
async function playInstantReal<D extends { win: number }>(
  db: Database,
  session: GameSession,
  bet: number,
  draw: (rng: Rng) => D,
  now: number,
  options: RoundOptions,
): Promise<InstantResult<D>> {
  const game = options.game ?? (await gameRow(db, session.gameId));
  if (game.status !== 'on') throw gamePaused(game.name);
  return oneAtATime(session.userId, async () => {
    // Every pass counts, a lost race or a first round's new seed pair alike, so the loop always ends.
    for (let tries = 1; ; tries += 1) {
      try {
        const result = await spinOnce(db, session, game, bet, draw, now, options);
        if (result) return result;
        if (tries >= SPIN_TRIES) throw new RaceLostError();
      } catch (error) {
        if (!(error instanceof RaceLostError) || tries >= SPIN_TRIES) throw error;
      }
    }
  });
}

async function spinOnce<D extends { win: number }>(
  db: Database,
  session: GameSession,
  game: Selectable<GamesTable>,
  bet: number,
  draw: (rng: Rng) => D,
  now: number,
  options: RoundOptions,
): Promise<InstantResult<D> | undefined> {
  const { userId } = session;
  const read = await readSpin(db, { userId, gameId: game.id, at: now, validBet: bet, launchHash: session.launchHash });
  // The gate as it is now: the call may have started from the gate row of this session's last spin.
  assertSpinGate(read.gate, game, now);
  if (!read.main) throw notFound('No wallet for this player');
  const main = { id: Number(read.main.id), balance: Number(read.main.balance) };
  if (main.balance < bet) throw refused('Not enough balance for this bet');
  await assertPlayWith(db, playFactsOf(read.play), userId, 'bet', bet, now);
  const seed = seedOf(read.seed);
  if (!seed) {
    // A player's first round makes their seed pair, then reads again.
    await db.transaction().execute((trx) => activeSeed(trx, userId, now));
    return undefined;
  }
  const outcome = draw(options.rng ? options.rng(seed) : fairRng(seed.serverSeed, seed.clientSeed, seed.nonce));
  const roundId = newRoundId();
  const balance = await writeSpin(db, {
    userId,
    account: main,
    seed: { id: seed.id, nonce: seed.nonce },
    roundId,
    gameId: game.id,
    typeId: game.type_id,
    activityId: session.activityId,
    launchHash: session.launchHash,
    bet,
    win: outcome.win,
    detail: outcome,
    at: now,
    facts: betFactsOf(read.bet),
  });
  return {
    roundId,
    bet,
    win: outcome.win,
    balance,
    detail: outcome,
    nonce: seed.nonce,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
  };
}

export { openRound, raiseStake, settle, takeStake };
