import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database.ts';
import { describeProp, PROP } from '../../../contract/props.ts';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { propName } from '../../lib/props.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TurnoverProgress } from '../../ui/turnover-progress.tsx';
import { CouponItem } from './coupon-item.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { SignUpBonusCard } from './signup-bonus-card.tsx';
import { isPlayer, useCoupons, useMyRewards, useRefresh, useUser, useWallet } from './use-rewards.ts';

/** /bonus/reward "My rewards": points and diamonds with their peso value, coupons with terms, wagering progress. */
export function MyRewardsPage() {
  const user = useUser();
  const loggedIn = isPlayer(user);
  const rewards = useMyRewards();
  const coupons = useCoupons();
  const wallet = useWallet();
  const flags = useLiveQuery(() => db.flags.get('me'));
  const loadError = useRefresh(loggedIn, [api.rewards.loadRewards, api.rewards.loadCoupons, api.wallet.refresh, api.activities.loadSignUpBonus]);
  const { claiming, error, claim: claimOnce } = useClaim<number>();

  if (user === null) return <Skeleton height="3rem" />;
  if (!loggedIn) return <LoginPrompt resume="/bonus/reward" />;

  async function claim(id: number) {
    const r = await claimOnce(id, () => api.rewards.claimGiveCoupon(id));
    if (!r?.ok) return;
    void api.rewards.loadRewards();
    void api.wallet.refresh();
  }

  // Cash is the balance, not a reward: the wallet shows it, this list holds what can be exchanged or claimed.
  const props = (rewards?.props ?? []).filter((p) => p.propId !== PROP.coin);
  const open = (coupons ?? []).filter((c) => c.state === 'usable' || c.state === 'reserved');
  const closed = (coupons ?? []).filter((c) => c.state === 'used' || c.state === 'expired');
  return (
    <>
      <FormError message={loadError} />
      <SignUpBonusCard />
      <section aria-labelledby="held-title" className="bonus-section">
        <h2 id="held-title">{t('bonus.heldTitle')}</h2>
        {rewards === undefined ? <Skeleton height="2rem" /> : props.length === 0 && <p className="muted">{t('bonus.heldNone')}</p>}
        <ul className="held-list">
          {props.map((p) => {
            const info = describeProp(p.propId);
            return (
              <li key={p.propId} className="held-item">
                <PropIcon kind={info.kind} size="0.64rem" />
                {info.kind === 'diamond' ? (
                  // Diamonds are spent in the mall: the row opens it (the button below carries the red dot).
                  <Link to="/diamonds" className="held-name held-link" aria-label={t('diamonds.open')}>
                    {propName(info)}
                  </Link>
                ) : (
                  <span className="held-name">{propName(info)}</span>
                )}
                <span className="held-count">{info.isMoney ? <Money value={p.count} /> : t('award.count', { count: formatNumber(p.count) })}</span>
                {!info.isMoney && p.value > 0 && (
                  <span className="muted held-value">
                    {t('bonus.worth')} <Money value={p.value} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <Link to="/diamonds" className="btn btn-secondary held-mall-link">
          <span>{t('diamonds.open')}</span>
          {flags?.diamondMallRedDot && <span className="red-dot" aria-label={t('member.new')} />}
        </Link>
        {rewards && (
          <p className="muted bonus-rates">
            {t('bonus.rates', { points: formatMoney(rewards.rates.pointValue * 100), diamonds: formatMoney(rewards.rates.diamondValue) })}
          </p>
        )}
      </section>
      {wallet && wallet.locks.length > 0 && (
        <section aria-labelledby="wagering-title" className="bonus-section">
          <h2 id="wagering-title">{t('turnover.title')}</h2>
          <TurnoverProgress wallet={wallet} />
        </section>
      )}
      <section aria-labelledby="coupons-title" className="bonus-section">
        <h2 id="coupons-title">{t('bonus.couponsTitle')}</h2>
        <FormError message={error} />
        {coupons === undefined ? (
          <Skeleton height="2rem" />
        ) : open.length === 0 ? (
          <p className="muted">{t('bonus.noCoupons')}</p>
        ) : (
          <ul className="coupon-list">
            {open.map((c) => (
              <CouponItem
                key={c.id}
                coupon={c}
                action={
                  c.state !== 'usable' ? undefined : c.kind === 'give' ? (
                    <Button busy={claiming === c.id} disabled={claiming !== null} onClick={() => void claim(c.id)}>
                      {t('coupon.claim')}
                    </Button>
                  ) : (
                    <Link to="/wallets" search={{ name: 'deposit' }} className="btn btn-secondary">
                      <span>{t('coupon.useOnDeposit')}</span>
                    </Link>
                  )
                }
              />
            ))}
          </ul>
        )}
        {closed.length > 0 && (
          <details className="coupon-history">
            <summary>{t('bonus.pastCoupons', { count: closed.length })}</summary>
            <ul className="coupon-list">
              {closed.map((c) => (
                <CouponItem key={c.id} coupon={c} />
              ))}
            </ul>
          </details>
        )}
      </section>
    </>
  );
}
