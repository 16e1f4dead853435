// Money arrives as integer hundredths of a peso; this is the only place that divides by 100 for display, in the app
// and in the server's messages alike.
const withCents = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });
const withCentsUngrouped = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const wholeUngrouped = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0, useGrouping: false });

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
  const text = options.floor
    ? (grouped ? whole : wholeUngrouped).format(Math.floor(abs / 100))
    : (grouped ? withCents : withCentsUngrouped).format(Math.floor(abs) / 100);
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
