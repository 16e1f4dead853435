import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { holdQueue, releaseQueue } from '../../lib/modal-store.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { ChannelMark } from '../../ui/channel-mark.tsx';
import { Modal } from '../../ui/modal.tsx';

/**
 * The moment the pay page sends the player back: a waiting sheet while the channel has not confirmed the order, then
 * what happened to it (received with amount, channel and reference; failed; expired). Reads the order the worker
 * keeps in kv 'depositOrders' as it watches it, so the sheet follows each look the worker takes.
 */
export function DepositWatch({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const order = useLiveQuery(async () => (await getKv('depositOrders'))?.find((o) => o.orderId === orderId) ?? null, [orderId], undefined);
  // Which order was found slow to confirm: a new order starts fresh without resetting state in the effect.
  const [slowOrder, setSlowOrder] = useState<string | null>(null);
  const slow = slowOrder === orderId;

  // The player came back from paying: what happened to the money comes first, queued modals (a start modal the
  // deposit just made due, an award) wait until this sheet is closed rather than stack on it.
  useEffect(() => {
    holdQueue('deposit-result');
    return () => releaseQueue('deposit-result');
  }, []);

  useEffect(() => {
    let live = true;
    void api.wallet.watchDeposit(orderId).then((result) => {
      if (!live) return;
      // Refused rather than unreachable (not this player's order, an old or edited link): nothing to tell them about.
      if (!result.ok && result.reason !== 'network' && result.reason !== 'timeout') onDone();
      else if (!result.ok || result.data.state === 'pending') setSlowOrder(orderId);
    });
    return () => {
      live = false;
    };
    // onDone changes with each render of the page; the watch belongs to the order alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId]);

  if (order === undefined) return null;
  const channel = order?.channelName || t('wallet.channel');
  if (!order || order.state === 'pending') {
    return (
      <Modal title={t('deposit.waitingTitle')} closeLabel={t('common.close')} onClose={onDone} variant="sheet">
        <div className="deposit-wait" role="status">
          <span className="spinner deposit-wait-spinner" aria-hidden="true" />
          <p>{order ? t('deposit.waiting', { channel, amount: formatMoney(order.amount) }) : t('deposit.waitingUnknown')}</p>
        </div>
        {slow && <p className="muted">{t('deposit.waitingSlow', { channel })}</p>}
      </Modal>
    );
  }
  const title = order.state === 'paid' ? 'deposit.successTitle' : order.state === 'failed' ? 'deposit.failedTitle' : 'deposit.expiredTitle';
  return (
    <Modal title={t(title)} closeLabel={t('common.close')} onClose={onDone} variant="sheet">
      <p className={order.state === 'paid' ? 'deposit-result-ok' : 'deposit-result-no'}>
        {order.state === 'paid'
          ? t('deposit.successText', { amount: formatMoney(order.amount) })
          : t(order.state === 'failed' ? 'deposit.failedText' : 'deposit.expiredText')}
      </p>
      <dl className="wallet-confirm">
        <dt>{t('deposit.amount')}</dt>
        <dd className="money">{formatMoney(order.amount)}</dd>
        <dt>{t('deposit.channel')}</dt>
        <dd className="deposit-channel">
          <ChannelMark name={order.channelName} size={20} />
          {order.channelName}
        </dd>
        <dt>{t('deposit.reference')}</dt>
        <dd className="deposit-reference">{order.orderId}</dd>
      </dl>
      <Button block onClick={onDone}>
        {t('deposit.done')}
      </Button>
    </Modal>
  );
}
