// Calendar periods in the Philippines (Asia/Manila = UTC+8, no daylight saving), as pure functions of epoch ms: the one
// calendar of the server (rewards, records, reports) and the app. A daily task resets at 16:00 UTC, a weekly one on
// Monday 00:00 Manila.

/** Manila is UTC+8 all year. */
export const MANILA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;
const OFFSET_MS = MANILA_OFFSET_MS;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The Manila wall-clock fields of an instant (read them with getUTC*). */
function manilaClock(ms: number): Date {
  return new Date(ms + OFFSET_MS);
}

/** Epoch ms of the Manila midnight that starts the day of `ms`. */
export function manilaMidnight(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** 'YYYY-MM-DD' of the Manila day of `ms`. */
export function manilaDayKey(ms: number): string {
  const d = manilaClock(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Epoch ms of the Manila midnight that starts the day 'YYYY-MM-DD' (NaN when it is not such a day). */
export function manilaDayStart(dayKey: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(dayKey) ? Date.parse(`${dayKey}T00:00:00Z`) - OFFSET_MS : Number.NaN;
}

/** Whether the Manila day of `ms` falls inside an optional from..to range of day keys (both ends included). */
export function inManilaDayRange(ms: number, from?: string, to?: string): boolean {
  const day = manilaDayKey(ms);
  return (!from || day >= from) && (!to || day <= to);
}

/** 'YYYY-MM' of the Manila month of `ms`. */
export function manilaMonthKey(ms: number): string {
  const d = manilaClock(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** Epoch ms of the Manila midnight that starts the month of `ms`. */
export function manilaMonthStart(ms: number): number {
  const d = manilaClock(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - OFFSET_MS;
}

/** Epoch ms of the first Manila midnight of the month after the one of `ms`. */
export function nextManilaMonthStart(ms: number): number {
  const d = manilaClock(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - OFFSET_MS;
}

/** 'YYYY-MM' of the Manila month before the one of `ms`. */
export function previousManilaMonthKey(ms: number): string {
  return manilaMonthKey(manilaMonthStart(ms) - 1);
}

/** 'YYYY-MM-DDTHH:mm', the Manila wall-clock minute of `ms` (the form a datetime-local field and the operator type). */
export function manilaMinuteText(ms: number): string {
  const d = manilaClock(ms);
  return `${manilaDayKey(ms)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Epoch ms of the Manila Monday 00:00 that starts the ISO week of `ms`. */
export function manilaWeekStart(ms: number): number {
  const midnight = manilaMidnight(ms);
  const weekday = (manilaClock(ms).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  return midnight - weekday * DAY_MS;
}

/** ISO week of the Manila day of `ms`, Monday start, e.g. '2026-W47' (the year is the ISO week-year). */
export function manilaWeekKey(ms: number): string {
  const thursday = manilaClock(manilaWeekStart(ms) + 3 * DAY_MS); // the week's Thursday decides its year
  const year = thursday.getUTCFullYear();
  const firstDay = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - firstDay) / DAY_MS / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** Epoch ms of the next Manila midnight strictly after `ms`. */
export function nextManilaMidnight(ms: number): number {
  return manilaMidnight(ms) + DAY_MS;
}

/** Epoch ms of the next Manila Monday 00:00 strictly after `ms`. */
export function nextManilaWeekStart(ms: number): number {
  return manilaWeekStart(ms) + 7 * DAY_MS;
}
