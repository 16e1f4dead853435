import type { WalletInfo } from '../../contract/index.ts';
import { t } from '../lib/i18n/index.ts';
import { formatMoney } from '../lib/money.ts';

/**
 * Wagering progress of each open turnover lock: what it is for, wagered / required as a bar, and what remains. A
 * lock keeps its remaining amount of the balance from withdrawal, so wagering it frees that much.
 */
export function TurnoverProgress({ wallet }: { wallet: Pick<WalletInfo, 'locks' | 'locked' | 'withdrawable'> }) {
  if (wallet.locks.length === 0) return null;
  return (
    <section className="turnover" aria-label={t('turnover.title')}>
      <p className="turnover-summary">
        {t('turnover.summary', { locked: formatMoney(wallet.locked), withdrawable: formatMoney(wallet.withdrawable) })}
      </p>
      <ul className="turnover-list">
        {wallet.locks.map((lock) => {
          const done = lock.amount - lock.remaining;
          const percent = lock.amount > 0 ? Math.min(100, Math.floor((done * 100) / lock.amount)) : 100;
          return (
            <li key={lock.id} className="turnover-item">
              <div className="turnover-head">
                <span className="turnover-reason">{lock.reason}</span>
                <span className="turnover-count">
                  {formatMoney(done)} / {formatMoney(lock.amount)}
                </span>
              </div>
              <div className="turnover-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={lock.reason}>
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
