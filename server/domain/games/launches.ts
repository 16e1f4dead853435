// Launching a game: a single-use launch token (stored hashed) in the game URL opens one session for one player and
// one game; the game page keeps only that session key, never the app's token. Exit ends the session, and so does
// the end of the app session that started it (logout, revocation, password change) or the game session's TTL.
import { randomBytes, hash } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { ActiveSession } from '../sessions.ts';
import { playerAccount } from '../ledger.ts';
import { assertPlay } from '../play-limits.ts';
import { DomainError, refused } from '../errors.ts';
import { gamePaused, gameRow } from './catalogue.ts';
import { builtinGame } from '../../games/registry.ts';
import { providerFor } from './provider.ts';
import type { Language } from '../../../contract/constants.ts';

/** A launch token must be opened within this time. */
export const LAUNCH_TTL_MS = 5 * 60_000;
/** A game session lasts this long after it opens (and never past its app session). */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60_000;
/** What a try-it session starts with (hundredths). */
export const DEMO_BALANCE = 200_000;

const sha256 = (value: string) => hash('sha256', value, 'hex');
const newToken = () => randomBytes(24).toString('base64url');

export interface StartRequest {
  gameId: number;
  tryIt: boolean;
  activityId?: number;
}

/**
 * `lobbyUrl` is where an outside game sends the player back (the app's home on the origin the call came from); the
 * built-in games open inside the app and need none. The built-in pages speak `language` (the player's locale cookie).
 */
export async function startGame(db: Database, caller: ActiveSession, request: StartRequest, now: number, lobbyUrl?: string, language?: Language) {
  const { userId } = caller;
  const game = await gameRow(db, request.gameId);
  if (game.status === 'maintenance') throw gamePaused(game.name);
  // A game the app draws itself (the coin pusher) has no page a launch could open: it is played from its own screen.
  if (builtinGame(game.slug)?.dir === undefined && game.provider === 'builtin') throw refused(`${game.name} is played from its own page in the app.`);
  const provider = await providerFor(db, game.provider);
  const token = newToken();
  const url = provider.launchUrl(game.slug, token, now, lobbyUrl, language);
  // Exclusions and time-outs close play before the game even opens, demo play too: a player who asked for a break
  // from gambling is not invited back by free coins.
  await assertPlay(db, userId, 'bet', 0, now);
  if (!request.tryIt) {
    const main = await playerAccount(db, userId);
    if (!main || main.balance <= 0) throw refused('Your balance is empty. Deposit first, or try the game for free.');
  }
  await db
    .insertInto('game_launches')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      game_id: game.id,
      try_it: request.tryIt,
      activity_id: request.activityId ?? null,
      demo_balance: request.tryIt ? DEMO_BALANCE : 0,
      session_hash: null,
      created_at: now,
      expires_at: now + LAUNCH_TTL_MS,
      opened_at: null,
      ended_at: null,
      app_session_id: caller.sessionId,
    })
    .execute();
  return { gameId: game.id, url, tryIt: request.tryIt, ...(request.tryIt ? { demoCoins: DEMO_BALANCE } : {}) };
}

export interface GameSession {
  launchHash: string;
  userId: number;
  gameId: number;
  tryIt: boolean;
  activityId: number | null;
}

/** Opens a launch token once and returns the session key the game page uses from then on. */
export async function openLaunch(db: Database, token: string, gameId: number, now: number): Promise<{ sessionKey: string; session: GameSession }> {
  const sessionKey = newToken();
  const row = await db
    .updateTable('game_launches')
    .set({ opened_at: now, session_hash: sha256(sessionKey) })
    .where('token_hash', '=', sha256(token))
    .where('game_id', '=', gameId)
    .where('opened_at', 'is', null)
    .where('expires_at', '>', now)
    // The app session that started it must still be live: a link opened after logout opens nothing.
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sessions')
          .select('sessions.id')
          .whereRef('sessions.id', '=', 'game_launches.app_session_id')
          .where('sessions.revoked_at', 'is', null)
          .where('sessions.expires_at', '>', now),
      ),
    )
    .returning(['token_hash', 'user_id', 'game_id', 'try_it', 'activity_id'])
    .executeTakeFirst();
  if (!row) throw new DomainError(401, 'This game link has expired or was already used. Start the game again from the lobby.');
  return { sessionKey, session: toSession(row) };
}

/** What sessionFor reads of a launch and its app session (a built-in game's call reads it with its game: launchOf). */
export interface LaunchRow {
  token_hash: string;
  user_id: number;
  game_id: number;
  try_it: boolean;
  activity_id: number | null;
  ended_at: number | null;
  opened_at: number | null;
  app_revoked_at: number | null;
  app_expires_at: number | null;
}

/** The launch opened with this session key, joined to its app session: for a query of the caller's to read with other rows. */
export function launchOf(db: Database, sessionKey: string) {
  return db
    .selectFrom('game_launches')
    .leftJoin('sessions', 'sessions.id', 'game_launches.app_session_id')
    .select([
      'game_launches.token_hash',
      'game_launches.user_id',
      'game_launches.game_id',
      'game_launches.try_it',
      'game_launches.activity_id',
      'game_launches.ended_at',
      'game_launches.opened_at',
      'sessions.revoked_at as app_revoked_at',
      'sessions.expires_at as app_expires_at',
    ])
    .where('game_launches.session_hash', '=', sha256(sessionKey));
}

export async function sessionFor(db: Database, sessionKey: string, gameId: number, now: number): Promise<GameSession> {
  return sessionOfLaunch(await launchOf(db, sessionKey).executeTakeFirst(), gameId, now);
}

/** The game session a launch row gives for this game now, or the 401 that says why it gives none. */
export function sessionOfLaunch(row: LaunchRow | undefined, gameId: number, now: number): GameSession {
  if (!row || row.game_id !== gameId) throw new DomainError(401, 'This game session is not valid. Start the game again from the lobby.');
  // No app session (a launch from before sessions were recorded, or one pruned) counts as ended.
  const appLive = row.app_expires_at !== null && row.app_revoked_at === null && row.app_expires_at > now;
  if (!appLive || row.opened_at === null || now >= row.opened_at + GAME_SESSION_TTL_MS)
    throw new DomainError(401, 'Your session has ended. Log in and start the game again from the lobby.');
  if (row.ended_at !== null) throw new DomainError(401, 'You left this game. Start it again from the lobby.');
  return toSession(row);
}

function toSession(row: { token_hash: string; user_id: number; game_id: number; try_it: boolean; activity_id: number | null }): GameSession {
  return { launchHash: row.token_hash, userId: row.user_id, gameId: row.game_id, tryIt: row.try_it, activityId: row.activity_id };
}

/** Ends the player's open sessions of a game; returns the main balance. */
export async function exitGame(db: Database, userId: number, gameId: number, now: number): Promise<{ balance: number }> {
  await db
    .updateTable('game_launches')
    .set({ ended_at: now })
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .where('ended_at', 'is', null)
    .execute();
  return { balance: (await playerAccount(db, userId))?.balance ?? 0 };
}

/** Favourites and the recently played games (by launch), newest first. */
export async function playerGameData(db: Database, userId: number) {
  const likes = await db.selectFrom('game_favourites').select('game_id').where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  const history = await db
    .selectFrom('game_launches')
    .select(['game_id', (eb) => eb.fn.max('created_at').as('played_at')])
    .where('user_id', '=', userId)
    .groupBy('game_id')
    .orderBy('played_at', 'desc')
    .limit(20)
    .execute();
  return { likes: likes.map((r) => r.game_id), history: history.map((r) => ({ gameId: r.game_id, playedAt: Number(r.played_at) })) };
}

export async function setFavourite(db: Database, userId: number, gameId: number, liked: boolean, now: number) {
  await gameRow(db, gameId);
  if (liked)
    await db
      .insertInto('game_favourites')
      .values({ user_id: userId, game_id: gameId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
      .execute();
  else await db.deleteFrom('game_favourites').where('user_id', '=', userId).where('game_id', '=', gameId).execute();
  return { gameId, liked };
}
