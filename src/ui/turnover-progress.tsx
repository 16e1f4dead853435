import type { WalletInfo } from '../../contract/index.ts';
import { t, type MessageKey } from '../lib/i18n/index.ts';
import { formatProgress } from '../lib/i18n/format.ts';
import { formatMoney } from '../lib/money.ts';

// Where a bonus came from, in words; the server's own reason is only a fallback for a source this build does not know.
const SOURCE_LABELS: Record<string, MessageKey> = {
  'vip-daily': 'turnover.source.vip',
  'vip-signin': 'turnover.source.vip',
  'vip-levelup': 'turnover.source.vip',
  'vip-task': 'turnover.source.vip',
  rebate: 'source.rebate',
  task: 'turnover.source.task',
  'points-exchange': 'source.points-exchange',
  mail: 'turnover.source.mail',
  coupon: 'turnover.source.freeCredit',
  'deposit-coupon': 'turnover.source.coupon',
  order: 'turnover.source.bank',
  'diamond-coin': 'source.diamond-coin',
  'diamond-addup': 'source.diamond-addup',
};

export const lockLabel = (lock: Pick<WalletInfo['locks'][number], 'reason' | 'source'>): string => {
  const key = lock.source ? SOURCE_LABELS[lock.source] : undefined;
  return key ? t(key) : lock.reason;
};

/**
 * Wagering progress of each open turnover lock: what it is for, wagered / required as a bar, and what remains. A
 * lock keeps its remaining amount of the balance from withdrawal, so wagering it frees that much.
 */
export function TurnoverProgress({ wallet }: { wallet: Pick<WalletInfo, 'locks' | 'locked' | 'withdrawable'> }) {
  if (wallet.locks.length === 0) return null;
  return (
    <section className="turnover" aria-label={t('turnover.title')}>
      <p className="turnover-summary">{t('turnover.summary', { locked: formatMoney(wallet.locked), withdrawable: formatMoney(wallet.withdrawable) })}</p>
      <ul className="turnover-list">
        {wallet.locks.map((lock) => {
          const done = lock.amount - lock.remaining;
          const label = lockLabel(lock);
          const percent = lock.amount > 0 ? Math.min(100, Math.floor((done * 100) / lock.amount)) : 100;
          return (
            <li key={lock.id} className="turnover-item">
              <div className="turnover-head">
                <span className="turnover-reason">{label}</span>
                <span className="turnover-count">{formatProgress(done, lock.amount, formatMoney)}</span>
              </div>
              <div className="turnover-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
                <span style={{ width: `${percent}%` }} />
              </div>
              <p className="muted turnover-left">{t('turnover.remaining', { amount: formatMoney(lock.remaining) })}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
