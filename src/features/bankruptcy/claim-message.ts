// The words a player sees when a gift claim fails: codes 3001-3004 each their own (SPEC section 8), any other code of
// the server a generic "failed with code N", and a connection problem the worker's own message.
import { BANKRUPT_CODE } from '../../../contract/bankrupt-rules.ts';
import type { Failure } from '../../../contract/result.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';

const KEYS: Record<number, MessageKey> = {
  [BANKRUPT_CODE.notBankrupt]: 'bankrupt.error.3001',
  [BANKRUPT_CODE.alreadyClaimed]: 'bankrupt.error.3002',
  [BANKRUPT_CODE.betRequired]: 'bankrupt.error.3003',
  [BANKRUPT_CODE.notYet]: 'bankrupt.error.3004',
};

export function bankruptClaimMessage(failure: Pick<Failure, 'code' | 'msg' | 'reason'>): string {
  const key = KEYS[failure.code];
  if (key) return t(key);
  return failure.reason === 'api' ? t('bankrupt.error.other', { code: failure.code }) : failure.msg;
}
