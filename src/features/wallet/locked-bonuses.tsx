import { ChevronDown } from 'lucide-react';
import type { WalletInfo } from '../../../contract/index.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { TurnoverProgress } from '../../ui/turnover-progress.tsx';
import { openLocks } from './withdraw-rules.ts';

/** One closed row, "₱29.06 locked", over the bonuses still being wagered; opening it lists each one's progress. */
export function LockedBonuses({ wallet }: { wallet: Pick<WalletInfo, 'locks' | 'locked' | 'withdrawable'> }) {
  const locks = openLocks(wallet);
  if (locks.length === 0 || wallet.locked <= 0) return null;
  return (
    <details className="wallet-locked">
      <summary>
        <span>{t('wallet.locked', { amount: formatMoney(wallet.locked) })}</span>
        <ChevronDown aria-hidden="true" size={20} className="wallet-locked-chevron" />
      </summary>
      <TurnoverProgress wallet={{ ...wallet, locks }} />
    </details>
  );
}
