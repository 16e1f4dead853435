// The one way the app writes dates and counts: one date format, one date-time format and one number format, in the
// active language and always on Manila time (the operator's day), so every screen agrees.
import { language, t } from './index.ts';

const ZONE = 'Asia/Manila';
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, make: (tag: string) => F): F {
  const key = `${language()}|${kind}`;
  let found = cache.get(key) as F | undefined;
  if (!found) {
    found = make(language());
    cache.set(key, found);
  }
  return found;
}

/** "Nov 24, 2026" from epoch milliseconds. */
export const formatDate = (ms: number): string => formatter('date', (tag) => new Intl.DateTimeFormat(tag, { timeZone: ZONE, dateStyle: 'medium' })).format(ms);

/** "Nov 24, 2026, 12:02 PM" from epoch milliseconds. */
export const formatDateTime = (ms: number): string =>
  formatter('dateTime', (tag) => new Intl.DateTimeFormat(tag, { timeZone: ZONE, dateStyle: 'medium', timeStyle: 'short' })).format(ms);

/** "29,700": whole counts (points, experience, rounds) with group separators. */
export const formatNumber = (n: number): string => formatter('number', (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 })).format(n);

/** "0.25%" from basis points (25); up to two decimals, none when whole ("10%"). */
export const formatPercent = (bp: number): string =>
  formatter('percent', (tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 })).format(bp / 10_000);

/** "29,700 / 100,000": a progress figure; amounts pass their own formatter (money). */
export const formatProgress = (done: number, goal: number, format: (n: number) => string = formatNumber): string =>
  t('common.progress', { done: format(done), goal: format(goal) });
