// Money arrives as integer hundredths of a peso; this is the only place that divides by 100 for display, in the app
// and in the server's messages alike.
// Made at first use, not at load: the first Intl formatter a page makes sets up the locale data, 40 to 85 ms of main
// thread in Chromium on the 2-core machine, which at module load lengthened the first screen's start for a visitor
// whose screen shows no amount.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(cents: boolean, grouped: boolean): Intl.NumberFormat {
  const key = `${cents}${grouped}`;
  let format = formats.get(key);
  if (!format) {
    const digits = cents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 };
    format = new Intl.NumberFormat('en-PH', grouped ? digits : { ...digits, useGrouping: false });
    formats.set(key, format);
  }
  return format;
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
  const abs = Math.abs(hundredths);
  const text = options.floor ? numberFormat(false, grouped).format(Math.floor(abs / 100)) : numberFormat(true, grouped).format(Math.floor(abs) / 100);
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
