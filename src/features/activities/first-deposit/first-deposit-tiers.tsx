import type { FirstDepositData } from '../../../../contract/calls/first-deposit.ts';
import { t } from '../../../lib/i18n/index.ts';
import { formatMoney } from '../../../lib/money.ts';

/** The tiers table and the cap: what each first deposit earns. */
export function FirstDepositTiers({ data }: { data: FirstDepositData }) {
  return (
    <>
      <table className="fd-table">
        <caption>{t('firstDeposit.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('firstDeposit.colDeposit')}</th>
            <th scope="col">{t('firstDeposit.colBonus')}</th>
          </tr>
        </thead>
        <tbody>
          {data.tiers.map((tier) => (
            <tr key={tier.minAmount}>
              <td>{t('firstDeposit.atLeast', { amount: formatMoney(tier.minAmount) })}</td>
              <td className="money">{formatMoney(Math.min(tier.bonus, data.maxBonus))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('firstDeposit.cap', { max: formatMoney(data.maxBonus) })}</p>
    </>
  );
}

/** The wagering rule in words, with a worked example from the first tier. */
export function FirstDepositTurnover({ data }: { data: FirstDepositData }) {
  const tier = data.tiers[0];
  if (!tier || data.turnoverMultiple <= 0) return null;
  const bonus = Math.min(tier.bonus, data.maxBonus);
  return (
    <p>
      {t('firstDeposit.turnover', {
        multiple: data.turnoverMultiple,
        deposit: formatMoney(tier.minAmount),
        bonus: formatMoney(bonus),
        wager: formatMoney((tier.minAmount + bonus) * data.turnoverMultiple),
      })}
    </p>
  );
}
