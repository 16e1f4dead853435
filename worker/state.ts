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
}

export function createWorkerState(): WorkerState {
  return {
    token: null,
    endingToken: null,
    device: { os: '', deviceModel: '' },
    meta: { appId: '', channel: '', clientReferrer: '', platform: '', appVersion: '', appWebName: '' },
    gameDataWrites: 0,
  };
}
