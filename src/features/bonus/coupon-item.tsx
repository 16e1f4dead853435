import type { ReactNode } from 'react';
import type { Coupon } from '../../../contract/index.ts';
import { describeProp } from '../../../contract/props.ts';
import { couponConditions, couponExpiry, couponHeadline } from '../../lib/coupons.ts';
import { t } from '../../lib/i18n/index.ts';
import { propName } from '../../lib/props.ts';
import { PropIcon } from '../../ui/award-modal.tsx';

/** One held coupon: icon, name, terms, expiry and, for a usable one, its action. */
export function CouponItem({ coupon, action }: { coupon: Coupon; action?: ReactNode }) {
  const info = describeProp(coupon.propId);
  const done = coupon.state === 'used' || coupon.state === 'expired';
  return (
    <li className={`coupon ${done ? 'coupon-done' : ''}`} data-state={coupon.state}>
      <PropIcon kind={info.kind} size="0.72rem" />
      <div className="coupon-text">
        <p className="coupon-name">
          {propName(info)}
          {coupon.state !== 'usable' && <span className="coupon-state">{t(`coupon.state.${coupon.state}`)}</span>}
        </p>
        <p className="coupon-headline">{couponHeadline(coupon)}</p>
        <p className="muted coupon-terms">{couponConditions(coupon)}</p>
        <p className="muted coupon-terms">{couponExpiry(coupon)}</p>
      </div>
      {action && <div className="coupon-action">{action}</div>}
    </li>
  );
}
