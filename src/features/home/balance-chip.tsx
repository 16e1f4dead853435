import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { Money } from '../../ui/money.tsx';

/** The balance in the home header, so it stays in view while the player scrolls; a tap refreshes it. */
export function BalanceChip({ coin }: { coin: number }) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await api.session.refreshBalance();
    setRefreshing(false);
  };
  return (
    <button
      type="button"
      className={`balance-chip ${refreshing ? 'spinning' : ''}`}
      onClick={refresh}
      disabled={refreshing}
      aria-label={t('home.refreshBalance')}
    >
      <Money value={coin} />
      <RefreshCw aria-hidden="true" size={14} />
    </button>
  );
}
