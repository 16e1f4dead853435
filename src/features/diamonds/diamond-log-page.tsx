// /diamonds/log: every diamond movement (earned, coupon, spent on coin or a prize) with the count held after it.
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatDateTime, formatNumber } from '../../lib/i18n/format.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { Button } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { isPlayer, useDiamondLog, useRefresh, useUser } from './use-diamonds.ts';
import './diamonds.css';

export function DiamondLogPage() {
  const goBack = useGoBack();
  const user = useUser();
  const log = useDiamondLog();
  const [page, setPage] = useState(1);
  const { busy, error, run } = useAction();
  const loadError = useRefresh(isPlayer(user), [() => api.diamonds.loadLog(1)]);

  async function more() {
    const r = await run(() => api.diamonds.loadLog(page + 1));
    if (r?.ok) setPage(page + 1);
  }

  return (
    <div className="mall-page">
      <TopBar title={t('diamondLog.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="mall-body">
        <FormError message={error ?? loadError} />
        {log === null ? (
          loadError ? null : (
            <Skeleton height="3rem" />
          )
        ) : !log || log.list.length === 0 ? (
          <Empty title={t('diamondLog.empty')} text={t('diamondLog.emptyText')} />
        ) : (
          <ul className="vip-rows" aria-label={t('diamondLog.title')}>
            {log.list.map((r) => (
              <li key={r.id} className="vip-row">
                <span className="vip-row-main">
                  <strong>{t(`diamondLog.kind.${r.kind}`)}</strong>
                  <small className="muted">{formatDateTime(r.time)}</small>
                  <small className="muted">{t('diamondLog.after', { n: formatNumber(r.balanceAfter) })}</small>
                </span>
                <span className={r.change > 0 ? 'pos mall-change' : 'neg mall-change'}>
                  {r.change > 0 ? '+' : '−'}
                  {formatNumber(Math.abs(r.change))}
                </span>
              </li>
            ))}
          </ul>
        )}
        {log?.hasMore && (
          <Button variant="secondary" block busy={busy} onClick={() => void more()}>
            {t('orders.more')}
          </Button>
        )}
      </div>
    </div>
  );
}
