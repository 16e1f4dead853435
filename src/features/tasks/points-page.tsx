import type { ReactNode } from 'react';
import { Coins } from 'lucide-react';
import type { ExchangeInfo } from '../../../contract/index.ts';
import { pesoValue } from '../../../contract/points-exchange.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { openAuthModal } from '../../lib/modal-store.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { PointsExchangeForm } from './points-exchange-form.tsx';
import { PointsHistory } from './points-history.tsx';
import { usePointsPage } from './use-points-page.ts';

function PointsBalance({ info }: { info: ExchangeInfo }) {
  return (
    <section className="points-card" aria-label={t('points.balance')}>
      <PropIcon kind="points" size="0.72rem" />
      <div>
        <p className="muted">{t('points.balance')}</p>
        <p className="points-balance money" data-testid="points-balance">
          {formatNumber(info.points)}
        </p>
        <p className="muted">
          {t('points.worth')} <Money value={pesoValue(info.points, info.pointsPerPeso)} />
        </p>
      </div>
    </section>
  );
}

/** /points: the points balance and its peso value, the exchange form, and the history (all readable offline). */
export function PointsPage() {
  const goBack = useGoBack();
  const points = usePointsPage();
  const { info } = points;

  const page = (body: ReactNode) => (
    <div className="page">
      <TopBar title={t('points.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body">{body}</div>
    </div>
  );
  if (points.loggedIn === null) return page(<Skeleton height="3rem" />);
  if (!points.loggedIn)
    return page(
      <Empty
        icon={<Coins aria-hidden="true" size={36} />}
        title={t('points.visitorTitle')}
        text={t('points.visitorText')}
        action={<Button onClick={() => openAuthModal('login', '/points')}>{t('common.login')}</Button>}
      />,
    );

  return page(
    <>
      <FormError message={points.loadError} />
      {!info ? (
        <Skeleton height="2rem" />
      ) : (
        <>
          <PointsBalance info={info} />
          <PointsExchangeForm info={info} onExchanged={points.exchanged} />
        </>
      )}
      <PointsHistory history={points.history} hasMore={info?.hasMore ?? false} onMore={points.more} />
    </>,
  );
}
