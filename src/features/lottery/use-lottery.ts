// The lottery pages' reads (Dexie, live), the refresh that loads them once a player is known, and small shared words.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { getKv } from '../../db/database.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import type { LotteryTicket } from '../../../contract/calls/lottery.ts';

export const useLotteryInfo = () => useLiveQuery(() => getKv('lotteryInfo'), [], null);
export const useLotteryRecord = () => useLiveQuery(() => getKv('lotteryRecord'), [], null);
export const useLotteryHistory = () => useLiveQuery(() => getKv('lotteryHistory'), [], null);
export const useLotteryProducts = () => useLiveQuery(() => getKv('lotteryProducts'), [], null);
export const useLotteryOrders = () => useLiveQuery(() => getKv('lotteryOrders'), [], null);

/** The current time, ticking every second (for the countdown). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** "2h 05m 09s" until `at`. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}h ${pad(m)}m ${pad(s % 60)}s` : `${m}m ${pad(s % 60)}s`;
}

/** How a line ended, in words. */
export function lineResult(line: LotteryTicket): string {
  if (line.status === 'pending') return t('lottery.pending');
  if (line.productName) return t('lottery.wonProduct', { product: line.productName });
  if (line.prize > 0) return t('lottery.wonCoin', { amount: formatMoney(line.prize), n: line.matched ?? 0 });
  return t('lottery.noWin', { n: line.matched ?? 0 });
}
