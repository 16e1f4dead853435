// Money arrives as integer hundredths of a peso; this is the only place that divides by 100 for display, in the app
// and in the server's messages alike.
// Written out here, not with Intl.NumberFormat: the first Intl number format a page makes sets up ICU's locale data,
// 40 to 85 ms of main thread in Chromium on the 2-core machine, measured at 80 ms in one task when a returning
// player's home first drew the balance (320 ms of blocking in Lighthouse's 4x simulation). A peso amount in hundredths
// needs no locale data: digits, a comma every three and two decimals, as en-PH writes them (the tests hold it to
// Intl's output for en-PH).

/** 1234567 -> "1,234,567"; `whole` is a non-negative safe integer. */
function wholeDigits(whole: number, grouped: boolean): string {
  const digits = String(whole);
  if (!grouped || digits.length <= 3) return digits;
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return text;
}

export interface MoneyFormat {
  /** Drops the centavos (SPEC section 9: "floored for some"). */
  floor?: boolean;
  /** False leaves out the thousands separators: the operator's CLI prints amounts the way it reads them (`2000.50`). */
  grouping?: boolean;
  /** False leaves out the peso sign, for the CLI's columns of amounts. */
  symbol?: boolean;
}

/** ₱1,234.56 from 123456; the options drop the centavos, the separators or the sign. */
export function formatMoney(hundredths: number, options: MoneyFormat = {}): string {
  const grouped = options.grouping ?? true;
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.floor(Math.abs(hundredths));
  const whole = wholeDigits(Math.floor(abs / 100), grouped);
  const text = options.floor ? whole : `${whole}.${String(abs % 100).padStart(2, '0')}`;
  return `${sign}${options.symbol === false ? '' : '₱'}${text}`;
}

/**
 * Pesos as written ("5", "5.5", "5.50"; "1,000.50" when `grouped`) to hundredths; null when it is not such an amount
 * (at most 9 whole digits and 2 decimals, no sign). The one reading of a typed amount, for forms and operator commands.
 */
export function parsePesos(text: string | undefined, options: { grouped?: boolean } = {}): number | null {
  if (text === undefined) return null;
  const plain = (options.grouped ? text.replace(/,/g, '') : text).trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}
