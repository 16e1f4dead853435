// Login, register, logout and the logged-in player's data: the `user` row, kv 'afterLogin', the player's gameLikes and
// gameHistory as the after-login answer names them (replaced whole), and the in-memory token.
import { calls, type RequestOf, type ResponseOf } from '../contract/index.ts';
import { clearUserTables, setKv, type AfterLoginState, type AppDatabase } from '../src/db/database.ts';
import { ok, type Result } from '../contract/result.ts';
import { deviceId } from './device-id.ts';
import { withQueuedLikes } from './queued-writes.ts';
import { gameDataCopy, type WorkerState } from './state.ts';
import type { ModuleDeps } from './module-deps.ts';
import { sessionPost } from './session-post.ts';

export type SessionDeps = ModuleDeps;

export interface SessionStart {
  token: string;
  expiresAt: number;
}

export type LoginRequest = RequestOf<typeof calls.accountLogin>;
export type RegisterRequest = RequestOf<typeof calls.accountRegist>;

/** The answer arrived after the session it was for had ended (logout, expiry, another login): it must not revive it. */

/** Forgets the session here: token first, so no call made meanwhile still carries it, then the tables. */
export async function endSession(db: AppDatabase, state: WorkerState): Promise<void> {
  state.token = null;
  await clearUserTables(db);
}

type SessionAnswer = ResponseOf<typeof calls.accountLogin>;

/** Starts the session a login or register answer opened; every way in (account, mobile, social) goes through here. */
export async function beginSession({ db, state, now = Date.now }: Omit<SessionDeps, 'http'>, result: Result<SessionAnswer>): Promise<Result<SessionStart>> {
  if (!result.ok) return result;
  const { token, expiresAt, userInfo } = result.data;
  // Token first: an answer still in flight for the previous session then sees the change and writes nothing.
  state.token = token;
  // A new login replaces whatever player this device held before, in one step; every table, so the step covers
  // whichever tables clearUserTables clears.
  await db.transaction('rw', db.tables, async () => {
    await clearUserTables(db);
    await db.user.put({ key: 'me', ...userInfo, updatedAt: now() });
  });
  return ok({ token, expiresAt });
}

export function createSession({ http, db, state, now = Date.now, uuid = () => crypto.randomUUID() }: SessionDeps) {
  const post = sessionPost(http, state);
  const begin = (result: Result<SessionAnswer>) => beginSession({ db, state, now }, result);

  return {
    async login(req: LoginRequest): Promise<Result<SessionStart>> {
      // The install id lets the server tell the owner's device from strangers filling the account's failed-login limit.
      return begin(await http.post(calls.accountLogin, { ...req, deviceId: await deviceId(db, uuid) }));
    },

    async register(req: RegisterRequest): Promise<Result<SessionStart>> {
      // The install id: an inviter who signed in on this device is not bound (no self-invites).
      return begin(await http.post(calls.accountRegist, { ...req, deviceId: await deviceId(db, uuid) }));
    },

    /** The local session ends whatever the server says: a player who taps logout offline is logged out. */
    async logout(): Promise<Result<Record<string, never>>> {
      state.endingToken = state.token;
      const result = await http.post(calls.logout, {});
      await endSession(db, state);
      state.endingToken = null;
      return result as Result<Record<string, never>>;
    },

    async loadAfterLogin(): Promise<Result<ResponseOf<typeof calls.getAfterLoginInfoWeb>>> {
      const gameCopy = gameDataCopy(state);
      const result = await post(calls.getAfterLoginInfoWeb, {
        version: state.meta.appVersion,
        os: state.device.os,
        deviceModel: state.device.deviceModel,
      });
      if (!result.ok) return result;
      const { userInfo, ...afterLogin } = result.data;
      const at = now();
      await db.transaction('rw', [db.user, db.kv, db.gameLikes, db.gameHistory], async () => {
        await db.user.put({ key: 'me', ...userInfo, updatedAt: at });
        await setKv('afterLogin', afterLogin satisfies AfterLoginState, db);
        // The lobby's favourites and "Recently played" are there at start-up, before any game call; a like or a start
        // made while the answer was out is newer than it, so the tables stay as they are.
        if (!gameCopy.fresh()) return;
        const likes = await withQueuedLikes(db, afterLogin.gameLikeIds, at);
        await db.gameLikes.clear();
        await db.gameLikes.bulkPut(likes.map((gameId) => ({ gameId })));
        await db.gameHistory.clear();
        // The answer holds ids newest first, without times: one millisecond apart keeps that order in the table.
        await db.gameHistory.bulkPut(afterLogin.gameHistory.map((gameId, index) => ({ gameId, playedAt: at - index })));
      });
      return result;
    },

    /** Merges the new balances into the player row; a logged-out device has no row and gets none. */
    async refreshBalance(): Promise<Result<ResponseOf<typeof calls.refreshData>>> {
      const result = await post(calls.refreshData, {});
      if (!result.ok) return result;
      await db.user.update('me', { ...result.data, updatedAt: now() });
      return result;
    },

    /** SPEC section 4: every 60 s while visible; the http client never reports its time-outs. */
    async heartbeat(gameId?: number): Promise<Result<ResponseOf<typeof calls.online>>> {
      return http.post(calls.online, { gameId: gameId ?? 0, heartbeat: now() });
    },
  };
}

export type Session = ReturnType<typeof createSession>;
