// Small hooks the three event screens share: a ticking clock, a countdown text, whether the device is online.
import { useEffect, useState } from 'react';
import type { Award } from '../../../contract/entities.ts';
import { describeProp } from '../../../contract/props.ts';
import { useStore } from '../../lib/store.ts';
import { appStatus } from '../../lib/app-status.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { propName } from '../../lib/props.ts';

export const useOnline = () => useStore(appStatus, (s) => s.online);

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** "2d 03h 04m", "3h 04m 05s" or "4m 05s". */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d}d ${pad(h)}h ${pad(m)}m`;
  return h > 0 ? `${h}h ${pad(m)}m ${pad(s % 60)}s` : `${m}m ${pad(s % 60)}s`;
}

/** Coin as money, other props by name and count. */
export function awardText(award: Award): string {
  const info = describeProp(award.id);
  return info.isMoney ? formatMoney(award.count) : `${propName(info)} ×${formatNumber(award.count)}`;
}

/** A score (multiplier x 10000) as "×12.5". */
export const multiplierText = (score: number) => `×${formatNumber(score / 10_000)}`;
