// Calendar days in the Philippines (Asia/Manila, no daylight saving), as the server counts them for records and reports.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of an epoch-ms time, in Manila. */
export function manilaDay(ms: number): string {
  return dayFormat.format(ms);
}

/** Whether a time falls inside an optional from..to range of Manila days (both ends included). */
export function inDayRange(ms: number, from?: string, to?: string): boolean {
  const day = manilaDay(ms);
  return (!from || day >= from) && (!to || day <= to);
}
