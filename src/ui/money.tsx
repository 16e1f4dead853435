import { formatMoney } from '../lib/money.ts';

/** An amount in hundredths, shown as pesos with tabular numerals. */
export function Money({ value, floor = false, className }: { value: number; floor?: boolean; className?: string }) {
  return <span className={`money ${className ?? ''}`}>{formatMoney(value, { floor })}</span>;
}
