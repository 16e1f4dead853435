import { useState } from 'react';
import { RefreshCw, Crown } from 'lucide-react';
import type { UserRow } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { Money } from '../../ui/money.tsx';

/** The player's balance (from Dexie, so it shows offline), refreshed on tap, with the VIP level. */
export function BalanceCard({ user }: { user: UserRow }) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await api.session.refreshBalance();
    setRefreshing(false);
  };
  return (
    <section className="balance-card" aria-label={t('home.account')} data-updated-at={user.updatedAt}>
      <div className="balance-head">
        <p className="welcome">{t('home.welcome', { name: user.nickname || user.account })}</p>
        <span className={`vip-badge vip-theme-${Math.min(6, Math.max(1, Math.ceil((user.vip || 1) / 2)))}`}>
          <Crown aria-hidden="true" size={14} />
          {t('home.vip', { level: user.vip })}
        </span>
      </div>
      <p className="balance-label">{t('home.balance')}</p>
      <div className="balance-row">
        <Money value={user.coin} className="balance-amount" />
        <button type="button" className={`icon-btn ${refreshing ? 'spinning' : ''}`} onClick={refresh} aria-label={t('home.refreshBalance')} disabled={refreshing}>
          <RefreshCw aria-hidden="true" size={18} />
        </button>
      </div>
    </section>
  );
}
