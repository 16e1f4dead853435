// How a coupon's terms read (the deposit screen's picker and My rewards both show them).
import type { Coupon } from '../../contract/index.ts';
import { t } from './i18n/index.ts';
import { formatDate } from './i18n/format.ts';
import { formatMoney } from './money.ts';

/** "10% of your deposit, up to ₱500.00" / "₱50.00 on a deposit" / "₱10.00 free credit". */
export function couponHeadline(c: Coupon): string {
  if (c.kind === 'percent') {
    const rate = `${c.rate / 100}%`;
    return c.maxBonus > 0 ? t('coupon.percentCapped', { rate, max: formatMoney(c.maxBonus) }) : t('coupon.percent', { rate });
  }
  return t(c.kind === 'fixed' ? 'coupon.fixed' : 'coupon.give', { amount: formatMoney(c.amount) });
}

/** Minimum deposit and wagering, in one line. */
export function couponConditions(c: Coupon): string {
  const wagering =
    c.kind === 'give' ? t('coupon.wageringGive', { multiple: c.turnoverMultiple }) : t('coupon.wageringDeposit', { multiple: c.turnoverMultiple });
  if (c.kind === 'give') return wagering;
  return `${t('coupon.minDeposit', { min: formatMoney(c.minDeposit) })} ${wagering}`;
}

export function couponExpiry(c: Coupon): string {
  if (c.state === 'used' && c.usedTime !== null) return t('coupon.usedOn', { when: formatDate(c.usedTime) });
  return t(c.state === 'expired' ? 'coupon.expiredOn' : 'coupon.expires', { when: formatDate(c.expireTime) });
}
