import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';

/** Demo credit is coins, not pesos: no ₱ sign, no gold, a dashed outline, so nobody mistakes it for their balance. */
export function DemoBadge({ coins }: { coins?: number }) {
  return (
    <p className="demo-badge" role="status" aria-label={t('games.demoNote')}>
      <strong>{t('games.demoBadge')}</strong>
      {coins !== undefined ? <span>{t('games.demoCoins', { coins: formatNumber(Math.floor(coins / 100)) })}</span> : null}
    </p>
  );
}
