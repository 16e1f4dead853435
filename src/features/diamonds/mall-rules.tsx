// The mall's rules as the player reads them, with the live rate and bounds.
import type { CoinRate } from '../../../contract/index.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { formatMoney } from '../../lib/money.ts';

export function MallRules({ rate }: { rate: CoinRate }) {
  const amount = formatMoney(rate.diamondValue);
  return (
    <details className="mall-card mall-rules">
      <summary>{t('diamonds.rulesTitle')}</summary>
      <ol>
        <li>{t('diamonds.rule1', { amount })}</li>
        <li>{t('diamonds.rule2', { amount, min: formatNumber(rate.min), max: formatNumber(rate.max), multiple: formatNumber(rate.turnoverMultiple) })}</li>
        <li>{t('diamonds.rule3')}</li>
        <li>{t('diamonds.rule4')}</li>
        <li>{t('diamonds.rule5')}</li>
        <li>{t('diamonds.rule6')}</li>
      </ol>
    </details>
  );
}
