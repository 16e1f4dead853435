import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Ticket } from 'lucide-react';
import { couponBonus, type Coupon } from '../../../contract/index.ts';
import { describeProp } from '../../../contract/props.ts';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { couponConditions, couponExpiry, couponHeadline } from '../../lib/coupons.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { propName } from '../../lib/props.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { Modal } from '../../ui/modal.tsx';

/** The player's deposit coupons (percent and fixed) that can be used now, soonest to expire first. */
export const useDepositCoupons = () =>
  useLiveQuery(
    async () =>
      (await db.coupons.where('state').equals('usable').toArray())
        .filter((c) => c.kind !== 'give' && c.expireTime > Date.now())
        .sort((a, b) => a.expireTime - b.expireTime),
    [],
    [],
  );

/**
 * "Use a coupon": the chosen coupon and the bonus it adds to the typed amount; the sheet lists each coupon with its
 * terms, the bonus for this amount, and is disabled where the amount is below the coupon's minimum.
 */
export function CouponPicker({ amount, chosen, onChoose }: { amount: number | null; chosen: Coupon | null; onChoose: (coupon: Coupon | null) => void }) {
  const coupons = useDepositCoupons();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    void api.rewards.loadCoupons();
  }, []);
  if (coupons.length === 0 && !chosen) return null;
  const deposit = amount !== null && !Number.isNaN(amount) ? amount : 0;
  const bonus = chosen ? couponBonus(chosen, deposit) : 0;
  return (
    <div className="coupon-picker">
      <button type="button" className="coupon-picker-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Ticket aria-hidden="true" size={20} />
        <span className="coupon-picker-text">
          {chosen ? couponHeadline(chosen) : t('coupon.use', { count: coupons.length })}
          {chosen && (
            <small className={bonus > 0 ? 'coupon-bonus' : 'muted'}>
              {bonus > 0 ? t('coupon.bonusFor', { bonus: formatMoney(bonus) }) : t('coupon.needs', { min: formatMoney(chosen.minDeposit) })}
            </small>
          )}
        </span>
        <span className="muted">{chosen ? t('coupon.change') : t('coupon.choose')}</span>
      </button>
      {open && (
        <Modal title={t('coupon.pickerTitle')} closeLabel={t('common.close')} variant="sheet" onClose={() => setOpen(false)}>
          <ul className="coupon-list">
            {coupons.map((c) => {
              const extra = couponBonus(c, deposit);
              const tooLow = deposit < c.minDeposit;
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    className={`coupon coupon-choice ${chosen?.id === c.id ? 'coupon-chosen' : ''}`}
                    disabled={tooLow}
                    aria-pressed={chosen?.id === c.id}
                    onClick={() => {
                      onChoose(c);
                      setOpen(false);
                    }}
                  >
                    <PropIcon kind={describeProp(c.propId).kind} size="0.64rem" />
                    <span className="coupon-text">
                      <span className="coupon-name">{propName(describeProp(c.propId))}</span>
                      <span className="coupon-headline">{couponHeadline(c)}</span>
                      <span className="muted coupon-terms">{couponConditions(c)}</span>
                      <span className="muted coupon-terms">{couponExpiry(c)}</span>
                      <span className={tooLow ? 'coupon-warn' : 'coupon-bonus'}>
                        {tooLow ? t('coupon.needs', { min: formatMoney(c.minDeposit) }) : t('coupon.bonusFor', { bonus: formatMoney(extra) })}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          {chosen && (
            <button
              type="button"
              className="btn btn-ghost btn-block"
              onClick={() => {
                onChoose(null);
                setOpen(false);
              }}
            >
              <span>{t('coupon.none')}</span>
            </button>
          )}
        </Modal>
      )}
    </div>
  );
}
