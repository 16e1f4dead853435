// What a refused draw says: codes 1001-1004 each have their own words, any other code a generic line with it.
import { DRAW_CODE } from '../../../contract/calls/jackpot.ts';
import type { Failure } from '../../../contract/result.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';

const BY_CODE: Record<number, MessageKey> = {
  [DRAW_CODE.noChance]: 'jackpot.error.noChance',
  [DRAW_CODE.closed]: 'jackpot.error.closed',
  [DRAW_CODE.paused]: 'jackpot.error.paused',
  [DRAW_CODE.unavailable]: 'jackpot.error.unavailable',
};

export function drawFailureMessage(failure: Failure): string {
  if (failure.reason === 'network' || failure.reason === 'timeout') return t('jackpot.error.offline');
  if (failure.reason === 'api') {
    const key = BY_CODE[failure.code];
    if (key) return t(key);
    // 401 and 403 already carry a sentence for the player (session ended, a limit); other codes get the generic line.
    if (failure.code === 401 || failure.code === 403) return failure.msg;
  }
  return t('jackpot.error.generic', { code: failure.code });
}
