// The seamless-wallet protocol as aggregators call it: debit (bet), credit (win), rollback (undo a debit). Each is
// journalled by (provider, transaction id) so a retried or duplicated callback changes the balance once.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../errors.ts';
import { houseAccount, transfer, type HouseMove } from '../ledger.ts';
import { BET_REASON, WIN_REASON } from '../play-limits.ts';
import { lockMain } from '../wallet/accounts.ts';

/** Where bets go and wins come from. */
export const HOUSE_GAMES = 'house_games';

export interface WalletCall {
  provider: string;
  txnId: string;
  userId: number;
  roundId: string;
  /** Hundredths; a credit may be 0 (a lost round is closed with a zero credit). */
  amount: number;
  now: number;
}

export interface WalletAnswer {
  balance: number;
  /** True when this transaction id had been applied before and nothing moved this time. */
  replayed: boolean;
}

type Kind = 'debit' | 'credit' | 'rollback';

/** The journal's transaction id of a built-in round's stake (`bet`), win (`win`) or further stake. */
export const roundTxnId = (roundId: string, txn: string) => `${roundId}:${txn}`;

/** The ledger key of a provider's wallet transaction: one transaction id moves money once. */
const ledgerKey = (provider: string, txnId: string) => `game:${provider}:${txnId}`;

async function journalled(trx: Transaction<DB>, call: WalletCall, kind: Kind): Promise<WalletAnswer | undefined> {
  const earlier = await trx
    .selectFrom('game_wallet_txns')
    .select(['kind', 'user_id', 'amount', 'balance_after'])
    .where('provider', '=', call.provider)
    .where('txn_id', '=', call.txnId)
    .executeTakeFirst();
  if (!earlier) return undefined;
  if (earlier.kind !== kind || earlier.user_id !== call.userId || (kind !== 'rollback' && earlier.amount !== call.amount))
    throw conflict(`Transaction ${call.txnId} was already used for something else`);
  return { balance: earlier.balance_after, replayed: true };
}

async function journal(trx: Transaction<DB>, call: WalletCall, kind: Kind, amount: number, balance: number, refTxnId: string | null) {
  await trx
    .insertInto('game_wallet_txns')
    .values({
      provider: call.provider,
      txn_id: call.txnId,
      kind,
      user_id: call.userId,
      round_id: call.roundId,
      amount,
      ref_txn_id: refTxnId,
      balance_after: balance,
      created_at: call.now,
    })
    .execute();
}

/** Takes a bet. Refused (403) without the balance, and (409) when a rollback of this id arrived first. */
export async function debit(trx: Transaction<DB>, call: WalletCall): Promise<WalletAnswer> {
  const main = await lockMain(trx, call.userId);
  const earlier = await journalled(trx, call, 'debit');
  if (earlier) return earlier;
  const cancelled = await trx
    .selectFrom('game_wallet_txns')
    .select('txn_id')
    .where('provider', '=', call.provider)
    .where('ref_txn_id', '=', call.txnId)
    .executeTakeFirst();
  if (cancelled) throw conflict('This bet was already rolled back');
  const house = await houseAccount(trx, HOUSE_GAMES, call.now);
  const moved = await transfer(trx, {
    fromAccountId: main.id,
    toAccountId: house,
    amount: call.amount,
    reason: BET_REASON,
    reference: `round:${call.roundId}`,
    idempotencyKey: ledgerKey(call.provider, call.txnId),
    at: call.now,
  });
  await journal(trx, call, 'debit', call.amount, moved.fromBalanceAfter!, null);
  return { balance: moved.fromBalanceAfter!, replayed: false };
}

/** A round the game server opens and settles at once (a built-in instant round): its stake and its win (0 if lost). */
export interface InstantRound {
  provider: string;
  roundId: string;
  bet: number;
  win: number;
}

/** A journal row of an instant round, as debit and credit write theirs. */
export interface JournalRow {
  txnId: string;
  kind: Kind;
  amount: number;
  balanceAfter: number;
}

/**
 * An instant round as debit then credit would write it, for one statement (games/spin-batches.ts): the ledger moves
 * (the stake, and the win when there is one) and the journal rows (the debit, and the credit, 0 closing a lost round),
 * given the balance before the stake.
 */
export function instantRoundLegs(round: InstantRound, balanceBefore: number): { moves: HouseMove[]; journal: JournalRow[] } {
  const reference = `round:${round.roundId}`;
  const bet = roundTxnId(round.roundId, 'bet');
  const win = roundTxnId(round.roundId, 'win');
  const moves: HouseMove[] = [{ amount: -round.bet, reason: BET_REASON, reference, idempotencyKey: ledgerKey(round.provider, bet) }];
  if (round.win > 0) moves.push({ amount: round.win, reason: WIN_REASON, reference, idempotencyKey: ledgerKey(round.provider, win) });
  const afterBet = balanceBefore - round.bet;
  const journal: JournalRow[] = [
    { txnId: bet, kind: 'debit', amount: round.bet, balanceAfter: afterBet },
    { txnId: win, kind: 'credit', amount: round.win, balanceAfter: afterBet + round.win },
  ];
  return { moves, journal };
}

/**
 * Pays a win (or records a zero credit that closes a lost round). Refused (409) unless this player's bet on the
 * round was taken and not rolled back: no game, built-in or outside, can pay a round nobody paid for.
 */
export async function credit(trx: Transaction<DB>, call: WalletCall): Promise<WalletAnswer> {
  const main = await lockMain(trx, call.userId);
  const earlier = await journalled(trx, call, 'credit');
  if (earlier) return earlier;
  const bet = await trx
    .selectFrom('game_wallet_txns as d')
    .select('d.txn_id')
    .where('d.provider', '=', call.provider)
    .where('d.user_id', '=', call.userId)
    .where('d.round_id', '=', call.roundId)
    .where('d.kind', '=', 'debit')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('game_wallet_txns as r').select('r.txn_id').where('r.provider', '=', call.provider).whereRef('r.ref_txn_id', '=', 'd.txn_id'))),
    )
    .executeTakeFirst();
  if (!bet) throw conflict('No bet of this player on this round to pay');
  let balance = main.balance;
  if (call.amount > 0) {
    const house = await houseAccount(trx, HOUSE_GAMES, call.now);
    const moved = await transfer(trx, {
      fromAccountId: house,
      toAccountId: main.id,
      amount: call.amount,
      reason: WIN_REASON,
      reference: `round:${call.roundId}`,
      idempotencyKey: ledgerKey(call.provider, call.txnId),
      at: call.now,
    });
    balance = moved.toBalanceAfter!;
  }
  await journal(trx, call, 'credit', call.amount, balance, null);
  return { balance, replayed: false };
}

/**
 * Undoes the debit `refTxnId`: the stake goes back (as a negative bet, so loss limits see it undone). A rollback
 * for a debit never seen is recorded, so the debit is refused if it arrives late.
 */
export async function rollback(trx: Transaction<DB>, call: Omit<WalletCall, 'amount'> & { refTxnId: string }): Promise<WalletAnswer> {
  const main = await lockMain(trx, call.userId);
  const earlier = await journalled(trx, { ...call, amount: 0 }, 'rollback');
  if (earlier) return earlier;
  const target = await trx
    .selectFrom('game_wallet_txns')
    .select(['kind', 'amount', 'user_id'])
    .where('provider', '=', call.provider)
    .where('txn_id', '=', call.refTxnId)
    .executeTakeFirst();
  const already = await trx
    .selectFrom('game_wallet_txns')
    .select('txn_id')
    .where('provider', '=', call.provider)
    .where('ref_txn_id', '=', call.refTxnId)
    .executeTakeFirst();
  if (target && (target.kind !== 'debit' || target.user_id !== call.userId)) throw conflict('Only a bet of this player can be rolled back');
  const amount = target && !already ? target.amount : 0;
  let balance = main.balance;
  if (amount > 0) {
    const house = await houseAccount(trx, HOUSE_GAMES, call.now);
    const moved = await transfer(trx, {
      fromAccountId: house,
      toAccountId: main.id,
      amount,
      reason: BET_REASON,
      reference: `rollback:${call.roundId}`,
      idempotencyKey: ledgerKey(call.provider, call.txnId),
      at: call.now,
    });
    balance = moved.toBalanceAfter!;
  }
  await journal(trx, { ...call, amount }, 'rollback', amount, balance, call.refTxnId);
  return { balance, replayed: false };
}
