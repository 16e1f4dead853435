// /diamonds/orders: the player's prize orders, newest first, 20 a page, with their status and dates (kept offline).
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
import { isPlayer, useOrders, useRefresh, useUser } from './use-diamonds.ts';
import './diamonds.css';

export function OrdersPage() {
  const goBack = useGoBack();
  const user = useUser();
  const orders = useOrders();
  const [page, setPage] = useState(1);
  const { busy, error, run } = useAction();
  const loadError = useRefresh(isPlayer(user), [() => api.diamonds.loadOrders(1)]);

  async function more() {
    const r = await run(() => api.diamonds.loadOrders(page + 1));
    if (r?.ok) setPage(page + 1);
  }

  return (
    <div className="mall-page">
      <TopBar title={t('orders.title')} backLabel={t('common.back')} onBack={goBack} />
      <div className="mall-body">
        <FormError message={error ?? loadError} />
        {orders === null ? (
          loadError ? null : (
            <Skeleton height="3rem" />
          )
        ) : !orders || orders.list.length === 0 ? (
          <Empty title={t('orders.empty')} text={t('orders.emptyText')} />
        ) : (
          <ul className="vip-rows" aria-label={t('orders.title')}>
            {orders.list.map((o) => (
              <li key={o.id} className="vip-row mall-order" data-status={o.status}>
                <span className="vip-row-main">
                  <strong>{o.goodsName}</strong>
                  <small className="muted">{t('orders.price', { n: formatNumber(o.price) })}</small>
                  <small className="muted">{t('orders.orderedAt', { time: formatDateTime(o.createdAt) })}</small>
                  {o.shippedAt !== null && <small className="muted">{t('orders.shippedAt', { time: formatDateTime(o.shippedAt) })}</small>}
                  {o.deliveredAt !== null && <small className="muted">{t('orders.deliveredAt', { time: formatDateTime(o.deliveredAt) })}</small>}
                  {o.tracking && <small className="muted">{t('orders.tracking', { tracking: o.tracking })}</small>}
                  <small className="muted">{o.address}</small>
                </span>
                <span className={`mall-status mall-status-${o.status}`}>{t(`orders.status.${o.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
        {orders?.hasMore && (
          <Button variant="secondary" block busy={busy} onClick={() => void more()}>
            {t('orders.more')}
          </Button>
        )}
      </div>
    </div>
  );
}
