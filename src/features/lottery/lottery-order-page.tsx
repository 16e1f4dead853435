// /activity/lottery/order: product wins waiting for a delivery address (the form), then the orders with their status.
import type { DeliveryAddressInput } from '../../../contract/address.ts';
import { addressLine } from '../../../contract/address.ts';
import { LOTTERY_CODE } from '../../../contract/calls/lottery.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { formatDate } from '../../lib/i18n/format.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
import { AddressForm } from './address-form.tsx';
import { LotteryShell } from './lottery-shell.tsx';
import { useLotteryOrders } from './use-lottery.ts';

const STATUS: Record<string, MessageKey> = { ordered: 'lottery.status.ordered', shipped: 'lottery.status.shipped', delivered: 'lottery.status.delivered' };

export function LotteryOrderPage() {
  const error = useRefresh(isPlayer(useUser()), [() => api.lottery.loadOrders()]);
  const orders = useLotteryOrders();
  const { busy, error: failure, setError, run } = useAction((f) => (f.code === LOTTERY_CODE.noProduct ? t('lottery.refused.noProduct') : f.msg));
  const claim = async (ticketId: number, address: DeliveryAddressInput) => {
    setError(null);
    await run(() => api.lottery.claimProduct(ticketId, address));
  };
  return (
    <LotteryShell title="lottery.orderTitle">
      {error && <p role="status">{t('lottery.offline')}</p>}
      {orders?.unclaimed.map((line) => (
        <section key={line.id} className="lt-card" aria-labelledby={`lt-claim-${line.id}`}>
          <h2 id={`lt-claim-${line.id}`} className="lt-card-title">
            {t('lottery.claimTitle', { product: line.productName ?? '' })}
          </h2>
          <p>{t('lottery.claimHow', { date: formatDate(line.drawAt) })}</p>
          {failure && (
            <p role="alert" className="field-error">
              {failure}
            </p>
          )}
          <AddressForm busy={busy} onSubmit={(address) => void claim(line.id, address)} />
        </section>
      ))}
      {orders && orders.list.length === 0 && orders.unclaimed.length === 0 && <p className="muted">{t('lottery.noOrders')}</p>}
      <ul className="lt-list">
        {orders?.list.map((order) => (
          <li key={order.id} className="lt-card" data-testid="lottery-order">
            <h2 className="lt-card-title">{order.productName}</h2>
            <p>
              <strong>{t(STATUS[order.status] ?? 'lottery.status.ordered')}</strong> · {t('lottery.orderNo', { id: order.id })} · {formatDate(order.updatedAt)}
            </p>
            <p className="lt-small">
              {order.address.recipient}, {order.address.mobile}
              <br />
              {addressLine(order.address)}
            </p>
          </li>
        ))}
      </ul>
    </LotteryShell>
  );
}
