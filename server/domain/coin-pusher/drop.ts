// A coin pusher drop is an ordinary built-in game round (server/domain/games/rounds.ts): the stake through the
// seamless wallet or the demo coins, the draw from the player's provably-fair seeds, the win, the bet outbox and the
// rewards engine in one transaction. Its "launch" is one game_launches row per app session and mode, made on the
// first drop, so try-it drops spend that row's demo coins and can never reach the wallet, and a logout ends it.
import { createHash, randomBytes } from 'node:crypto';
import type { CoinPusherInfo, PusherDrop } from '../../../contract/calls/coin-pusher.ts';
import { COIN_PUSHER_RECENT } from '../../../contract/calls/coin-pusher.ts';
import type { Database } from '../../db/database.ts';
import { coinPusher } from '../../games/coin-pusher/game.ts';
import { playCoinPusher, PUSHER_RTP_BP, PUSHER_TABLE, TOTAL_WEIGHT, COIN_VALUES } from '../../games/coin-pusher/rules.ts';
import { notFound } from '../errors.ts';
import { playerAccount } from '../ledger.ts';
import { assertPlay } from '../play-limits.ts';
import { DEMO_BALANCE, GAME_SESSION_TTL_MS, type GameSession } from '../games/launches.ts';
import { playInstant, type RoundOptions } from '../games/rounds.ts';
import { activeSeed, rotateSeed } from '../games/seeds.ts';

export interface PusherCaller {
  userId: number;
  sessionId: number;
}

async function gameId(db: Database): Promise<number> {
  const row = await db.selectFrom('games').select('id').where('slug', '=', coinPusher.slug).executeTakeFirst();
  if (!row) throw notFound('The coin pusher is not available');
  return row.id;
}

/** The caller's live pusher launch of this mode, if any: bound to this app session, never past the game TTL. */
async function findLaunch(db: Database, caller: PusherCaller, game: number, tryIt: boolean, now: number) {
  return db
    .selectFrom('game_launches')
    .select(['token_hash', 'demo_balance'])
    .where('user_id', '=', caller.userId)
    .where('game_id', '=', game)
    .where('app_session_id', '=', caller.sessionId)
    .where('try_it', '=', tryIt)
    .where('ended_at', 'is', null)
    .where('opened_at', '>', now - GAME_SESSION_TTL_MS)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

async function sessionFor(db: Database, caller: PusherCaller, tryIt: boolean, now: number): Promise<GameSession> {
  const game = await gameId(db);
  let launch = await findLaunch(db, caller, game, tryIt, now);
  if (!launch) {
    const token = createHash('sha256').update(randomBytes(24)).digest('hex');
    await db
      .insertInto('game_launches')
      .values({
        token_hash: token,
        user_id: caller.userId,
        game_id: game,
        try_it: tryIt,
        activity_id: null,
        demo_balance: tryIt ? DEMO_BALANCE : 0,
        session_hash: null,
        created_at: now,
        expires_at: now,
        opened_at: now,
        ended_at: null,
        app_session_id: caller.sessionId,
      })
      .execute();
    launch = { token_hash: token, demo_balance: tryIt ? DEMO_BALANCE : 0 };
  }
  return { launchHash: launch.token_hash, userId: caller.userId, gameId: game, tryIt, activityId: null };
}

type Detail = { coin?: number; coins?: number; bonus?: boolean };

async function recentDrops(db: Database, userId: number, game: number, tryIt: boolean): Promise<PusherDrop[]> {
  const rows = await db
    .selectFrom('game_rounds')
    .select(['round_id', 'bet', 'win', 'detail', 'settled_at', 'try_it'])
    .where('user_id', '=', userId)
    .where('game_id', '=', game)
    .where('try_it', '=', tryIt)
    .where('state', '=', 'settled')
    .orderBy('id', 'desc')
    .limit(COIN_PUSHER_RECENT)
    .execute();
  return rows.map((r) => {
    const detail = r.detail as Detail;
    return { roundId: r.round_id, coin: r.bet, coins: detail.coins ?? 0, bonus: detail.bonus ?? false, win: r.win, at: Number(r.settled_at), tryIt: r.try_it };
  });
}

export async function pusherInfo(db: Database, caller: PusherCaller, tryIt: boolean, now: number): Promise<CoinPusherInfo> {
  const game = await gameId(db);
  const seed = await db.transaction().execute((trx) => activeSeed(trx, caller.userId, now));
  const launch = tryIt ? await findLaunch(db, caller, game, true, now) : undefined;
  const balance = tryIt ? (launch?.demo_balance ?? DEMO_BALANCE) : ((await playerAccount(db, caller.userId))?.balance ?? 0);
  return {
    tryIt,
    coinValues: [...COIN_VALUES],
    table: PUSHER_TABLE.map((o) => ({ ...o })),
    totalWeight: TOTAL_WEIGHT,
    rtpBasisPoints: PUSHER_RTP_BP,
    balance,
    seed: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
    recent: await recentDrops(db, caller.userId, game, tryIt),
  };
}

export async function dropCoin(db: Database, caller: PusherCaller, coin: number, tryIt: boolean, now: number, options: RoundOptions = {}) {
  // A self-excluded or timed-out player is not invited back by free coins either (as a game's try-it launch).
  if (tryIt) await assertPlay(db, caller.userId, 'bet', 0, now);
  const session = await sessionFor(db, caller, tryIt, now);
  const round = await playInstant(db, session, coin, (rng) => playCoinPusher(rng, coin), now, options);
  return {
    drop: { roundId: round.roundId, coin, coins: round.detail.coins, bonus: round.detail.bonus, win: round.win, at: now, tryIt },
    balance: round.balance,
    seed: { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce + 1 },
  };
}

export async function newPusherSeed(db: Database, userId: number, now: number) {
  const rotation = await db.transaction().execute((trx) => rotateSeed(trx, userId, now));
  return { revealedHash: rotation.revealed.serverSeedHash, seed: rotation.next };
}
