// Money arrives as integer hundredths of a peso; this is the only place that divides by 100 for display, in the app
// and in the server's messages alike.
const withCents = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

/** ₱1,234.56 from 123456. With `floor`, drops the centavos (SPEC section 9: "floored for some"). */
export function formatMoney(hundredths: number, options: { floor?: boolean } = {}): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  const text = options.floor ? whole.format(Math.floor(abs / 100)) : withCents.format(Math.floor(abs) / 100);
  return `${sign}₱${text}`;
}
