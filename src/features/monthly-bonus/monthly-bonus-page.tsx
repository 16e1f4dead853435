// /activity/monthly-bonus: last Manila month's valid bet and deposits, the tier reached and its bonus, the claim (award
// modal), the tier table, when the next bonus comes, and the rules. Readable offline from what was stored.
import { CalendarDays } from 'lucide-react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MonthlyBonus } from '../../../contract/calls/monthly-bonus.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { openAuthModal } from '../../lib/modal-store.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { MonthlyTierTable } from './monthly-tier-table.tsx';
import './monthly-bonus.css';

const loads = [() => api.monthlyBonus.load()];

/** 'YYYY-MM' as "November 2026". */
const monthName = (key: string) =>
  new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${key}-15T00:00:00Z`));

const coinOf = (bonus: MonthlyBonus) => bonus.awards.reduce((sum, a) => sum + (a.id === 2001 ? a.count : 0), 0);

function Summary({ bonus }: { bonus: MonthlyBonus }) {
  const claim = useClaim();
  return (
    <section className="monthly-card" aria-labelledby="monthly-summary-title">
      <h2 id="monthly-summary-title">{t('monthly.lastMonth', { month: monthName(bonus.month) })}</h2>
      <dl className="monthly-figures">
        <div>
          <dt>{t('monthly.validBet')}</dt>
          <dd className="money">{formatMoney(bonus.lastMonthBet)}</dd>
        </div>
        <div>
          <dt>{t('monthly.deposit')}</dt>
          <dd className="money">{formatMoney(bonus.lastMonthDeposit)}</dd>
        </div>
      </dl>
      <p className="monthly-tier" data-testid="monthly-tier">
        {bonus.tier > 0 ? t('monthly.tierReached', { tier: bonus.tier }) : t('monthly.noTier')}
      </p>
      {bonus.tier > 0 && (
        <p className="monthly-bonus-amount">
          {t('monthly.yourBonus')} <strong className="money">{formatMoney(coinOf(bonus))}</strong>
        </p>
      )}
      <FormError message={claim.error} />
      {bonus.claimed ? (
        <Button variant="secondary" block disabled>
          {t('monthly.claimed')}
        </Button>
      ) : (
        bonus.claimable && (
          <Button block busy={claim.claiming !== null} onClick={() => void claim.claim(true, () => api.monthlyBonus.claim())}>
            {t('monthly.claim')}
          </Button>
        )
      )}
      <p className="muted monthly-next">{t('monthly.nextAt', { date: formatDate(bonus.nextAt) })}</p>
    </section>
  );
}

export function MonthlyBonusPage() {
  const goBack = useGoBack();
  const user = useUser();
  const loggedIn = isPlayer(user);
  const bonus = useLiveQuery(() => getKv('monthlyBonus'), [], null);
  const loadError = useRefresh(loggedIn, loads);
  const top = <TopBar title={t('monthly.title')} backLabel={t('common.back')} onBack={goBack} />;
  const rules = (
    <section className="monthly-rules" aria-labelledby="monthly-rules-title">
      <h2 id="monthly-rules-title">{t('monthly.rulesTitle')}</h2>
      <ul>
        <li>{t('monthly.rule1')}</li>
        <li>{t('monthly.rule2')}</li>
        <li>{t('monthly.rule3')}</li>
      </ul>
    </section>
  );

  return (
    <div className="page monthly">
      {top}
      <div className="page-body">
        {user !== null && !loggedIn ? (
          <Empty
            icon={<CalendarDays aria-hidden="true" size={36} />}
            title={t('monthly.visitorTitle')}
            text={t('monthly.visitorText')}
            action={<Button onClick={() => openAuthModal('login', '/activity/monthly-bonus')}>{t('common.login')}</Button>}
          />
        ) : (
          <>
            {loadError && !bonus && <FormError message={loadError} />}
            {bonus ? (
              <>
                <Summary bonus={bonus} />
                <MonthlyTierTable tiers={bonus.tiers} reached={bonus.tier} />
              </>
            ) : (
              !loadError && <Skeleton height="3rem" />
            )}
          </>
        )}
        {rules}
      </div>
    </div>
  );
}
