import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { formatDateTime } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useWithdrawals } from './use-wallet.ts';

const STATE_LABEL: Record<string, MessageKey> = {
  pending: 'wallet.state.pending',
  approved: 'wallet.state.approved',
  paid: 'wallet.state.paid',
  rejected: 'wallet.state.rejected',
  failed: 'wallet.state.failed',
};

/** The player's recent withdrawals and their state. */
export function WithdrawalList() {
  const list = useWithdrawals();
  if (!list || list.length === 0) return null;
  return (
    <section className="wallet-history" aria-label={t('wallet.withdrawals')}>
      <h2>{t('wallet.withdrawals')}</h2>
      <ul>
        {list.slice(0, 10).map((w) => (
          <li key={w.id} className="wallet-row" data-testid={`withdrawal-${w.id}`}>
            <span>
              <strong className="money">{formatMoney(w.amount)}</strong>
              <small className="muted">{formatDateTime(w.createTime)}</small>
            </span>
            <span className={`wallet-state wallet-state-${w.state}`}>{t(STATE_LABEL[w.state] ?? 'wallet.state.pending')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
