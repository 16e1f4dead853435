// Holds, in this worker's memory only, the access token and the facts the UI handed over; localStorage keeps the token's durable copy.
import type { ClientMeta } from '../contract/index.ts';
import type { DeviceInfo } from './types.ts';

export interface WorkerState {
  token: string | null;
  /** The token a logout is revoking: a 401 about it is expected, not an expired session. */
  endingToken: string | null;
  /** The device facts of the last preLogin, reused by calls that need them again (getAfterLoginInfoWeb). */
  device: Pick<DeviceInfo, 'os' | 'deviceModel'>;
  meta: ClientMeta;
  /**
   * Counts local writes to the player's gameLikes and gameHistory (a like, a game started): a server copy asked for
   * before one of them is older than the table and must not replace it.
   */
  gameDataWrites: number;
  /** Likes sent and not yet answered: the server may read the player's likes before it applies one of them. */
  gameDataInFlight: number;
}

/**
 * Taken just before asking the server for the player's gameLikes and gameHistory: the answer may replace the tables
 * only if `fresh()` still holds when it lands, that is no local write was made meanwhile and none was still on its way
 * to the server when the copy was asked for (the server may have read the likes before applying it).
 */
export function gameDataCopy(state: WorkerState): { fresh(): boolean } {
  const writes = state.gameDataWrites;
  const settled = state.gameDataInFlight === 0;
  return { fresh: () => settled && state.gameDataWrites === writes };
}

export function createWorkerState(): WorkerState {
  return {
    token: null,
    endingToken: null,
    device: { os: '', deviceModel: '' },
    meta: { appId: '', channel: '', clientReferrer: '', platform: '', appVersion: '', appWebName: '' },
    gameDataWrites: 0,
    gameDataInFlight: 0,
  };
}
