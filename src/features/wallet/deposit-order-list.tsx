import type { DepositOrder } from '../../../contract/index.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { ChannelMark } from '../../ui/channel-mark.tsx';

const STATE_LABEL: Record<DepositOrder['state'], MessageKey> = {
  pending: 'wallet.order.pending',
  paid: 'wallet.order.paid',
  failed: 'wallet.order.failed',
  expired: 'wallet.order.expired',
};

/** Deposit orders that never reached the balance, with their state in words; nothing when there are none. */
export function DepositOrderList({ orders }: { orders: readonly DepositOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <section className="wallet-orders" aria-label={t('wallet.orders')}>
      <h2>{t('wallet.orders')}</h2>
      <ul className="wallet-records">
        {orders.map((o) => (
          <li key={o.orderId} className="wallet-row" data-state={o.state}>
            <ChannelMark name={o.channelName} />
            <span className="wallet-row-main">
              <strong>{t('wallet.orderOn', { channel: o.channelName })}</strong>
              <small className="muted">{formatDateTime(o.createTime)}</small>
              {o.state !== 'pending' && <small className="muted">{t('wallet.orderNothingTaken')}</small>}
            </span>
            <span className="wallet-row-money">
              <strong className="money">{formatMoney(o.amount)}</strong>
              <span className={`wallet-state wallet-state-${o.state === 'pending' ? 'pending' : 'failed'}`}>{t(STATE_LABEL[o.state])}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
