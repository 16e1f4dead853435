// What every game whose round takes several requests (blackjack's hand, a mines board) shares: one open round per
// launch, the locks taken in the one order every money path uses (the wallet, or a try-it launch, first), and the
// round's fairness for the page.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, isUniqueViolation, notFound } from '../errors.ts';
import { lockMain } from '../wallet/accounts.ts';
import type { GameSession } from './launches.ts';
import type { Fairness, RoundRow } from './rounds.ts';

export async function fairnessOf(db: Transaction<DB> | Database, round: RoundRow): Promise<Fairness> {
  const seed = await db.selectFrom('game_seeds').select(['server_seed_hash', 'client_seed']).where('id', '=', round.seed_id!).executeTakeFirstOrThrow();
  return { nonce: round.nonce, serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed };
}

/** The launch's open round, if any (a page that reloads mid-round picks it up). */
export const openRoundOfLaunch = (db: Database | Transaction<DB>, session: GameSession) =>
  db.selectFrom('game_rounds').selectAll().where('launch_hash', '=', session.launchHash).where('state', '=', 'open').executeTakeFirst();

/**
 * Starts a round in one transaction, refused with `finishFirst` while the launch has one open. Racing starts queue on
 * the wallet (or try-it launch) lock, then see the round; the one-open-round index is the last word should one slip by.
 */
export async function startRound<T>(db: Database, session: GameSession, finishFirst: string, start: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (session.tryIt) await trx.selectFrom('game_launches').select('token_hash').where('token_hash', '=', session.launchHash).forUpdate().execute();
      else await lockMain(trx, session.userId);
      if (await openRoundOfLaunch(trx, session)) throw conflict(finishFirst);
      return await start(trx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'game_rounds_one_open')) throw conflict(finishFirst);
    throw error;
  }
}

/**
 * A round of this launch, locked for the next move, after the wallet: only the launch that opened a round plays it,
 * so a try-it round is never reached through a real session, or back.
 */
export async function lockRound(trx: Transaction<DB>, session: GameSession, roundId: string): Promise<RoundRow> {
  if (!session.tryIt) await lockMain(trx, session.userId);
  const round = await trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('launch_hash', '=', session.launchHash)
    .forUpdate()
    .executeTakeFirst();
  if (!round) throw notFound('No such round');
  return round;
}
