import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { firstDepositBonusOf } from '../../../contract/calls/first-deposit.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';

/** One line under the amount: the first-deposit bonus this amount would earn, for a joined player yet to deposit. */
export function FirstDepositHint({ amount }: { amount: number | null }) {
  const data = useLiveQuery(() => getKv('firstDeposit'), [], null);
  useEffect(() => {
    void api.firstDeposit.load();
  }, []);
  if (!data || data.hasDeposited || !data.joined || amount === null || Number.isNaN(amount)) return null;
  const bonus = firstDepositBonusOf(amount, data.tiers, data.maxBonus);
  if (bonus <= 0) return null;
  return (
    <p className="fd-hint" role="status">
      {t('firstDeposit.hint', { bonus: formatMoney(bonus) })}
    </p>
  );
}
