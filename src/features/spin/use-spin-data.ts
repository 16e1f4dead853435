// The spin screens' reads (Dexie, live), so the page opens offline with the last wheel, chances and record, and how
// an award list and a refused spin read on screen.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { SPIN_CODE } from '../../../contract/calls/spin.ts';
import type { Award } from '../../../contract/entities.ts';
import { PROP } from '../../../contract/props.ts';
import type { Failure } from '../../../contract/result.ts';
import { getKv } from '../../db/database.ts';
import { appStatus } from '../../lib/app-status.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { describeProp, propName } from '../../lib/props.ts';
import { useStore } from '../../lib/store.ts';

export const useSpinInfo = () => useLiveQuery(() => getKv('spinInfo'), [], null);
export const useSpinLog = () => useLiveQuery(() => getKv('spinLog'), [], null);
export const useOnline = () => useStore(appStatus, (s) => s.online);

export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query?.matches ?? false);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** "₱5.00", "50 Points", "5 Diamonds"; a fractional count (an average) keeps two decimals. */
export function awardText({ id, count }: Award): string {
  if (id === PROP.coin) return formatMoney(Math.round(count));
  return `${formatNumber(count)} ${propName(describeProp(id))}`;
}

export const awardsText = (awards: readonly Award[]): string => awards.map(awardText).join(t('spin.and'));

const BY_CODE: Record<number, MessageKey> = {
  [SPIN_CODE.noChance]: 'spin.error.noChance',
  [SPIN_CODE.closed]: 'spin.closed',
};

export function spinFailureMessage(failure: Failure): string {
  if (failure.reason === 'network' || failure.reason === 'timeout') return t('spin.error.offline');
  const key = BY_CODE[failure.code];
  if (failure.reason === 'api' && key) return t(key);
  // The server's refusals (paused by responsible play, session ended, the wheel being changed) are sentences for players.
  if (failure.reason === 'api' && failure.msg) return failure.msg;
  return t('spin.error.failed');
}
