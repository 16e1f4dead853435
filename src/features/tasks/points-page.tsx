import { useState } from 'react';
import { Coins } from 'lucide-react';
import type { PointsHistoryItem } from '../../../contract/index.ts';
import { pesoValue } from '../../../contract/points-exchange.ts';
import { api } from '../../lib/api.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatDateTime, formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { openAuthModal } from '../../lib/modal-store.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { PropIcon } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { PointsExchangeForm } from './points-exchange-form.tsx';
import { isPlayer, usePointsExchange, usePointsHistory, useUser } from './use-tasks.ts';

const SOURCE_KEYS: Record<string, MessageKey> = {
  task: 'points.source.task',
  mail: 'points.source.mail',
  'points-exchange': 'points.source.exchange',
  'vip-daily': 'points.source.vip',
  'vip-signin': 'points.source.vip',
  'vip-levelup': 'points.source.vip',
  'vip-task': 'points.source.vip',
  rebate: 'points.source.rebate',
  coupon: 'points.source.coupon',
};

function HistoryRow({ item }: { item: PointsHistoryItem }) {
  const label = SOURCE_KEYS[item.source];
  return (
    <li className="points-row">
      <span className="points-row-main">
        <span>{label ? t(label) : t('points.source.other', { source: item.source })}</span>
        <small className="muted">{formatDateTime(item.time)}</small>
      </span>
      <span className={`points-row-amount money ${item.points < 0 ? 'points-spent' : 'points-earned'}`}>
        {item.points > 0 ? `+${formatNumber(item.points)}` : formatNumber(item.points)}
        {item.coin > 0 && <small className="muted"> → {formatMoney(item.coin)}</small>}
      </span>
    </li>
  );
}

/** /points: the points balance and its peso value, the exchange form, and the history (all readable offline). */
export function PointsPage() {
  const goBack = useGoBack();
  const user = useUser();
  const loggedIn = isPlayer(user);
  const info = usePointsExchange();
  const history = usePointsHistory();
  const [page, setPage] = useState(1);
  const loadError = useRefresh(loggedIn, [() => api.tasks.loadExchange(page)], page);

  const top = <TopBar title={t('points.title')} backLabel={t('common.back')} onBack={goBack} />;
  if (user === null)
    return (
      <div className="page">
        {top}
        <div className="page-body">
          <Skeleton height="3rem" />
        </div>
      </div>
    );
  if (!loggedIn)
    return (
      <div className="page">
        {top}
        <div className="page-body">
          <Empty
            icon={<Coins aria-hidden="true" size={36} />}
            title={t('points.visitorTitle')}
            text={t('points.visitorText')}
            action={<Button onClick={() => openAuthModal('login', '/points')}>{t('common.login')}</Button>}
          />
        </div>
      </div>
    );

  return (
    <div className="page">
      {top}
      <div className="page-body">
        <FormError message={loadError} />
        {!info ? (
          <Skeleton height="2rem" />
        ) : (
          <>
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
            <PointsExchangeForm
              info={info}
              onExchanged={() => {
                void api.tasks.loadExchange(1);
                setPage(1);
              }}
            />
          </>
        )}
        <section className="points-history" aria-labelledby="points-history-title">
          <h2 id="points-history-title">{t('points.history')}</h2>
          {history === undefined ? (
            <Skeleton height="2rem" />
          ) : history.length === 0 ? (
            <Empty title={t('points.historyEmpty')} />
          ) : (
            <ul className="points-list">
              {history.map((item) => (
                <HistoryRow key={item.key} item={item} />
              ))}
            </ul>
          )}
          {info?.hasMore && (
            <Button variant="secondary" onClick={() => setPage((p) => p + 1)}>
              {t('points.more')}
            </Button>
          )}
        </section>
      </div>
    </div>
  );
}
