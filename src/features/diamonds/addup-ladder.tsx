// Spending rewards: the ladder of thresholds by diamonds spent in the mall, each claimed once through useClaim (which
// queues the award modal).
import { describeProp, type Award, type DiamondShop } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { propName } from '../../lib/props.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';

const awardsText = (awards: readonly Award[]) =>
  awards.map((a) => (describeProp(a.id).isMoney ? formatMoney(a.count) : `${propName(describeProp(a.id))} ×${formatNumber(a.count)}`)).join(' + ');

export function AddupLadder({ shop, online }: { shop: DiamondShop; online: boolean }) {
  const { claiming, error, claim } = useClaim<number>();
  if (shop.addup.length === 0) return null;
  return (
    <section className="bonus-section mall-card" aria-labelledby="mall-addup-title">
      <h2 id="mall-addup-title">{t('diamonds.addupTitle')}</h2>
      <p className="muted">{t('diamonds.addupSpent', { n: formatNumber(shop.spent) })}</p>
      <FormError message={error} />
      <ul className="vip-rows">
        {shop.addup.map((rung) => (
          <li key={rung.id} className="vip-row">
            <span className="vip-row-main">
              <strong>{t('diamonds.addupRung', { n: formatNumber(rung.threshold) })}</strong>
              <small className="muted">{awardsText(rung.awards)}</small>
            </span>
            {rung.claimed ? (
              <span className="vip-row-done">{t('diamonds.addupClaimed')}</span>
            ) : (
              <Button
                variant={rung.reached ? 'primary' : 'secondary'}
                disabled={!rung.reached || !online || claiming !== null}
                busy={claiming === rung.id}
                onClick={() => void claim(rung.id, () => api.diamonds.claimAddup(rung.id))}
              >
                {rung.reached ? t('diamonds.addupClaim') : t('diamonds.addupLocked')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
