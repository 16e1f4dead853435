// Diamond coupons held (props 100001-100005): each adds its face value in diamonds when used.
import { describeProp, type DiamondShop } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { propName } from '../../lib/props.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';

export function DiamondCoupons({ shop, online }: { shop: DiamondShop; online: boolean }) {
  const { running, busy, error, run } = useAction<number>();
  if (shop.coupons.length === 0) return null;
  return (
    <section className="bonus-section mall-card" aria-labelledby="mall-coupons-title">
      <h2 id="mall-coupons-title">{t('diamonds.couponsTitle')}</h2>
      <FormError message={error} />
      <ul className="vip-rows">
        {shop.coupons.map((c) => (
          <li key={c.propId} className="vip-row">
            <span className="vip-row-main">
              <strong>{propName(describeProp(c.propId))}</strong>
              <small className="muted">{t('diamonds.couponHeld', { n: formatNumber(c.count), face: formatNumber(c.face) })}</small>
            </span>
            <Button disabled={!online || busy} busy={running === c.propId} onClick={() => void run(() => api.diamonds.useCoupon(c.propId), c.propId)}>
              {t('diamonds.couponUse', { n: formatNumber(c.face) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
