// The Provider API's calls over the seamless wallet (server/domain/games/seamless-wallet.ts). A provider session is
// a launch of one of the provider's games, exchanged once for a session id (stored hashed). Bets need that session
// live (its app session not ended, the game not left, within the game-session TTL) and pass the responsible-play
// checks; wins and rollbacks of bets already taken are accepted after it ends, because that money is the player's.
// Try-it sessions never touch the wallet. Each transaction id applies once: the journal keeps a hash of the request,
// so a retry with the same request gets the first answer and one with a different request a 409.
import { randomBytes, hash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { ProviderResponse } from '../../../contract/provider-api.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, DomainError, refused } from '../errors.ts';
import { playerAccount } from '../ledger.ts';
import { assertPlay } from '../play-limits.ts';
import { lockMain } from '../wallet/accounts.ts';
import { applyBet } from '../rewards/engine.ts';
import { GAME_SESSION_TTL_MS } from '../games/launches.ts';
import * as wallet from '../games/seamless-wallet.ts';

const sha256 = (value: string) => hash('sha256', value, 'hex');
const unknownSession = () => new DomainError(401, 'Unknown session for this player; the player must start the game again');

interface ProviderSession {
  launchHash: string;
  userId: number;
  gameId: number;
  typeId: number;
  tryIt: boolean;
  demoBalance: number;
  live: boolean;
}

/** Exchanges a launch token of one of this provider's games, once, while its app session is live. */
export async function openProviderSession(db: Database, provider: string, launchToken: string, now: number): Promise<ProviderResponse<'session'>> {
  const sessionId = randomBytes(24).toString('base64url');
  const row = await db
    .updateTable('game_launches')
    .set({ opened_at: now, provider_session_hash: sha256(sessionId) })
    .where('token_hash', '=', sha256(launchToken))
    .where('opened_at', 'is', null)
    .where('expires_at', '>', now)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('games').select('games.id').whereRef('games.id', '=', 'game_launches.game_id').where('games.provider', '=', provider)),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sessions')
          .select('sessions.id')
          .whereRef('sessions.id', '=', 'game_launches.app_session_id')
          .where('sessions.revoked_at', 'is', null)
          .where('sessions.expires_at', '>', now),
      ),
    )
    .returning(['user_id', 'game_id', 'try_it', 'demo_balance'])
    .executeTakeFirst();
  if (!row) throw new DomainError(401, 'This launch token is unknown, expired or already used');
  const game = await db.selectFrom('games').select('slug').where('id', '=', row.game_id).executeTakeFirstOrThrow();
  const balance = row.try_it ? row.demo_balance : ((await playerAccount(db, row.user_id))?.balance ?? 0);
  return { sessionId, playerId: String(row.user_id), gameCode: game.slug, currency: 'PHP', mode: row.try_it ? 'demo' : 'real', balance };
}

async function sessionOf(db: Database | Transaction<DB>, provider: string, sessionId: string, playerId: string, now: number): Promise<ProviderSession> {
  const row = await db
    .selectFrom('game_launches')
    .innerJoin('games', 'games.id', 'game_launches.game_id')
    .leftJoin('sessions', 'sessions.id', 'game_launches.app_session_id')
    .select([
      'game_launches.token_hash',
      'game_launches.user_id',
      'game_launches.game_id',
      'games.type_id',
      'game_launches.try_it',
      'game_launches.demo_balance',
      'game_launches.opened_at',
      'game_launches.ended_at',
      'games.provider',
      'sessions.revoked_at as app_revoked_at',
      'sessions.expires_at as app_expires_at',
    ])
    .where('game_launches.provider_session_hash', '=', sha256(sessionId))
    .executeTakeFirst();
  if (!row || row.provider !== provider || String(row.user_id) !== playerId) throw unknownSession();
  const appLive = row.app_expires_at !== null && row.app_revoked_at === null && row.app_expires_at > now;
  const live = appLive && row.ended_at === null && row.opened_at !== null && now < row.opened_at + GAME_SESSION_TTL_MS;
  return {
    launchHash: row.token_hash,
    userId: row.user_id,
    gameId: row.game_id,
    typeId: row.type_id,
    tryIt: row.try_it,
    demoBalance: row.demo_balance,
    live,
  };
}

function requireLive(session: ProviderSession): void {
  if (!session.live) throw new DomainError(401, 'This session has ended (the player logged out or left the game)');
}

function requireReal(session: ProviderSession): void {
  if (session.tryIt) throw refused('A demo (try-it) session cannot move real money');
}

export async function providerBalance(
  db: Database,
  provider: string,
  body: { sessionId: string; playerId: string },
  now: number,
): Promise<ProviderResponse<'balance'>> {
  const session = await sessionOf(db, provider, body.sessionId, body.playerId, now);
  requireLive(session);
  if (session.tryIt) return { balance: session.demoBalance, currency: 'PHP' };
  return { balance: (await playerAccount(db, session.userId))?.balance ?? 0, currency: 'PHP' };
}

type Kind = 'debit' | 'credit' | 'rollback';

/** The first answer to this transaction id, or undefined when it is new; 409 when it came with another request. */
async function replay(trx: Transaction<DB>, provider: string, txnId: string, requestHash: string): Promise<ProviderResponse<'debit'> | undefined> {
  const earlier = await trx
    .selectFrom('game_wallet_txns')
    .select(['body_hash', 'balance_after'])
    .where('provider', '=', provider)
    .where('txn_id', '=', txnId)
    .executeTakeFirst();
  if (!earlier) return undefined;
  if (earlier.body_hash !== requestHash) throw conflict(`Transaction ${txnId} was already used with a different request`);
  return { balance: earlier.balance_after, currency: 'PHP', transactionId: txnId, replayed: true };
}

export interface WalletRequest {
  sessionId: string;
  playerId: string;
  transactionId: string;
  roundId: string;
  amount?: number;
  refTransactionId?: string;
}

/** One debit, credit or rollback, in one transaction under the player's wallet lock. */
export async function providerWalletCall(db: Database, provider: string, kind: Kind, body: WalletRequest, now: number): Promise<ProviderResponse<'debit'>> {
  const session = await sessionOf(db, provider, body.sessionId, body.playerId, now);
  // The player, the round and what moves: the session id may differ on a retry after a relaunch.
  const requestHash = sha256(JSON.stringify([kind, body.playerId, body.roundId, body.amount ?? null, body.refTransactionId ?? null]));
  return db.transaction().execute(async (trx) => {
    const main = await lockMain(trx, session.userId);
    const earlier = await replay(trx, provider, body.transactionId, requestHash);
    if (earlier) return earlier;
    requireReal(session);
    const call = { provider, txnId: body.transactionId, userId: session.userId, roundId: body.roundId, now };
    let answer: wallet.WalletAnswer;
    if (kind === 'debit') {
      requireLive(session);
      const amount = body.amount ?? 0;
      await assertPlay(trx, session.userId, 'bet', amount, now);
      if (main.balance < amount) throw refused('Insufficient funds');
      answer = await wallet.debit(trx, { ...call, amount });
      if (!answer.replayed) await recordDebit(trx, provider, session, body.roundId, amount, now);
    } else if (kind === 'credit') {
      answer = await wallet.credit(trx, { ...call, amount: body.amount ?? 0 });
      await countRound(trx, provider, session, body.roundId, body.amount ?? 0, now);
      if (!answer.replayed) await recordCredit(trx, provider, body.roundId, body.amount ?? 0, now);
    } else {
      answer = await wallet.rollback(trx, { ...call, refTxnId: body.refTransactionId ?? '' });
      if (!answer.replayed) await recordRollback(trx, provider, body.refTransactionId ?? '');
    }
    await trx
      .updateTable('game_wallet_txns')
      .set({ body_hash: requestHash })
      .where('provider', '=', provider)
      .where('txn_id', '=', body.transactionId)
      .execute();
    return { balance: answer.balance, currency: 'PHP' as const, transactionId: body.transactionId, replayed: answer.replayed };
  });
}

// The player's bet records show outside rounds beside the built-in ones: a round row per provider round, its bet the
// debits not rolled back, its win the credits. A losing round some providers never credit stays open, at its loss.
const roundKey = (provider: string, roundId: string) => `${provider}:${roundId}`;

async function recordDebit(trx: Transaction<DB>, provider: string, session: ProviderSession, roundId: string, amount: number, now: number) {
  if (amount <= 0) return;
  const key = roundKey(provider, roundId);
  await trx
    .insertInto('game_rounds')
    .values({
      round_id: key,
      user_id: session.userId,
      game_id: session.gameId,
      type_id: session.typeId,
      provider,
      // Per round, not per launch: one launch may hold several rounds open (the built-in games allow one at a time).
      launch_hash: `${session.launchHash}:${roundId}`,
      activity_id: null,
      try_it: false,
      bet: amount,
      state: 'open',
      detail: JSON.stringify({ providerRound: roundId }),
      seed_id: null,
      nonce: 0,
      created_at: now,
    })
    .onConflict((oc) => oc.column('round_id').doUpdateSet((eb) => ({ bet: eb('game_rounds.bet', '+', amount) })))
    .execute();
}

async function recordCredit(trx: Transaction<DB>, provider: string, roundId: string, amount: number, now: number) {
  await trx
    .updateTable('game_rounds')
    .set((eb) => ({ win: eb('win', '+', amount), state: 'settled', settled_at: eb.fn.coalesce('settled_at', eb.lit(now)) }))
    .where('round_id', '=', roundKey(provider, roundId))
    .where('state', '!=', 'rolled_back')
    .execute();
}

async function recordRollback(trx: Transaction<DB>, provider: string, refTxnId: string) {
  const debit = await trx
    .selectFrom('game_wallet_txns')
    .select(['round_id', 'amount'])
    .where('provider', '=', provider)
    .where('txn_id', '=', refTxnId)
    .where('kind', '=', 'debit')
    .executeTakeFirst();
  if (!debit) return;
  const key = roundKey(provider, debit.round_id);
  const round = await trx.selectFrom('game_rounds').select('bet').where('round_id', '=', key).executeTakeFirst();
  if (!round) return;
  // The bet column stays positive: a round whose every debit was rolled back keeps its bet and reads as rolled back.
  if (round.bet - debit.amount > 0)
    await trx
      .updateTable('game_rounds')
      .set({ bet: round.bet - debit.amount })
      .where('round_id', '=', key)
      .execute();
  else await trx.updateTable('game_rounds').set({ state: 'rolled_back' }).where('round_id', '=', key).execute();
}

/**
 * The round's first credit settles it for the engines that count valid bets (VIP, rebates, tasks) and releases
 * wagering turnover, as a built-in round does when it settles: the stake is the round's debits not rolled back.
 * Later credits of the same round (a bonus feature) pay, but the stake is counted once.
 */
async function countRound(trx: Transaction<DB>, provider: string, session: ProviderSession, roundId: string, win: number, now: number) {
  const key = `${provider}:${roundId}`;
  const counted = await trx.selectFrom('bet_outbox').select('id').where('round_id', '=', key).executeTakeFirst();
  if (counted) return;
  const stake = await trx
    .selectFrom('game_wallet_txns as d')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('d.amount'), eb.lit(0)).as('total'))
    .where('d.provider', '=', provider)
    .where('d.user_id', '=', session.userId)
    .where('d.round_id', '=', roundId)
    .where('d.kind', '=', 'debit')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('game_wallet_txns as r').select('r.txn_id').where('r.provider', '=', provider).whereRef('r.ref_txn_id', '=', 'd.txn_id'))),
    )
    .executeTakeFirstOrThrow();
  const validBet = Number(stake.total);
  if (validBet <= 0) return;
  const outbox = trx.insertInto('bet_outbox').values({
    user_id: session.userId,
    round_id: key,
    game_id: session.gameId,
    type_id: session.typeId,
    valid_bet: validBet,
    win,
    activity_id: null,
    created_at: now,
    consumed_at: now,
  });
  await applyBet(trx, { userId: session.userId, roundId: key, gameId: session.gameId, typeId: session.typeId, validBet, win, at: now }, [outbox], {
    releaseTurnover: true,
  });
}
