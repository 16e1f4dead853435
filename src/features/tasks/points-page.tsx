import { useRef, useState, type FormEvent } from 'react';
import { Coins } from 'lucide-react';
import type { PointsHistoryItem } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatDateTime, formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { openAuthModal } from '../../lib/modal-store.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { useRefresh } from '../../lib/use-player.ts';
import { AwardModal, PropIcon } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Field } from '../../ui/field.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Money } from '../../ui/money.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { CLAIM_DEBOUNCE_MS, isPlayer, pesoValue, usePointsExchange, usePointsHistory, useUser } from './use-tasks.ts';

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
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ id: number; count: number }[] | null>(null);
  const lastSubmit = useRef(0);

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

  async function submit(e: FormEvent) {
    e.preventDefault();
    const at = Date.now();
    if (busy || !info || at - lastSubmit.current < CLAIM_DEBOUNCE_MS) return;
    lastSubmit.current = at;
    const points = Number(amount);
    if (!Number.isInteger(points) || points <= 0) return setFieldError(t('points.errorWhole'));
    if (points < info.minPoints) return setFieldError(t('points.errorMin', { min: formatNumber(info.minPoints) }));
    if (points > info.maxPoints) return setFieldError(t('points.errorMax', { max: formatNumber(info.maxPoints) }));
    if (points > info.points) return setFieldError(t('points.errorHeld', { points: formatNumber(info.points) }));
    setFieldError(null);
    setBusy(true);
    const r = await api.tasks.exchange(points);
    setBusy(false);
    if (!r.ok) return setFieldError(r.msg);
    setAmount('');
    setShown([{ id: 2001, count: r.data.coin }]);
    void api.tasks.loadExchange(1);
    setPage(1);
  }

  const entered = Number(amount);
  const preview = info && Number.isInteger(entered) && entered > 0 ? pesoValue(entered, info.pointsPerPeso) : null;
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
            <form className="points-form" onSubmit={(e) => void submit(e)} noValidate>
              <p className="muted">{t('points.rate', { points: formatNumber(info.pointsPerPeso) })}</p>
              <Field
                label={t('points.amountLabel')}
                hint={t('points.amountHint', { min: formatNumber(info.minPoints), max: formatNumber(info.maxPoints) })}
                error={fieldError}
                inputMode="numeric"
                autoComplete="off"
                value={amount}
                onChange={(e) => {
                  setAmount(e.target.value.replace(/\D/g, ''));
                  setFieldError(null);
                }}
              />
              {preview !== null && (
                <p className="points-preview">
                  {t('points.youGet')} <Money value={preview} />
                </p>
              )}
              <Button type="submit" block busy={busy}>
                {t('points.exchange')}
              </Button>
            </form>
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
      {shown && <AwardModal awards={shown} onClose={() => setShown(null)} />}
    </div>
  );
}
