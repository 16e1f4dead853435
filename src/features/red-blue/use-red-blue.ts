// Red versus blue's reads (kv 'pkData', live, refreshed while a player is on the screen), the join action with its
// refusals in words, and a ticking clock for the countdowns.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { PK_REFUSAL, type PkCamp } from '../../../contract/pk.ts';
import type { Failure } from '../../../contract/result.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';

const loads = [() => api.pk.load()];

const REFUSALS: Record<number, MessageKey> = {
  [PK_REFUSAL.noPeriod]: 'pk.error.4101',
  [PK_REFUSAL.signUpClosed]: 'pk.error.4102',
  [PK_REFUSAL.alreadyJoined]: 'pk.error.4103',
};

const describeFailure = (failure: Failure) => (failure.reason === 'api' && REFUSALS[failure.code] ? t(REFUSALS[failure.code]!) : failure.msg);

export function useRedBlue() {
  const user = useUser();
  const data = useLiveQuery(() => getKv('pkData'), [], null);
  const loadError = useRefresh(isPlayer(user), loads);
  const join = useAction<PkCamp>(describeFailure);
  return { user, data, loadError, join, signUp: (camp: PkCamp) => join.run(() => api.pk.signUp(camp), camp) };
}

/** The current time, ticking every second (for the countdowns). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** "2d 05h 09m" or "5h 09m 03s" until an instant `ms` away. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const [d, h, m] = [Math.floor(s / 86_400), Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60)];
  return d > 0 ? `${d}d ${pad(h)}h ${pad(m)}m` : `${h}h ${pad(m)}m ${pad(s % 60)}s`;
}

export const campName = (camp: PkCamp) => t(camp === 'red' ? 'pk.camp.red' : 'pk.camp.blue');
