import { Crown } from 'lucide-react';
import type { UserRow } from '../../db/database.ts';
import { t } from '../../lib/i18n/index.ts';
import { Money } from '../../ui/money.tsx';

/** The player's balance (from Dexie, so it shows offline) with the VIP level; the header's chip refreshes it. */
export function BalanceCard({ user }: { user: UserRow }) {
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
      </div>
    </section>
  );
}
