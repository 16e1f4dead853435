import { RefreshCw } from 'lucide-react';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { Money } from '../../ui/money.tsx';

/** The balance in the home header, so it stays in view while the player scrolls; a tap refreshes it. */
export function BalanceChip({ coin }: { coin: number }) {
  // A failed refresh keeps the balance shown; the chip only stops spinning.
  const { busy: refreshing, run } = useAction();
  const refresh = () => run(() => api.session.refreshBalance());
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
