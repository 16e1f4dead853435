// The monthly bonus tiers as a table: each tier's valid bet or deposit minimum and its bonus; the player's row marked.
import type { MonthlyBonusTier } from '../../../contract/calls/monthly-bonus.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';

const coin = (tier: MonthlyBonusTier) => tier.awards.reduce((sum, a) => sum + (a.id === 2001 ? a.count : 0), 0);

export function MonthlyTierTable({ tiers, reached }: { tiers: MonthlyBonusTier[]; reached: number }) {
  return (
    <section className="monthly-tiers" aria-labelledby="monthly-tiers-title">
      <h2 id="monthly-tiers-title">{t('monthly.tiers')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('monthly.tier')}</th>
            <th scope="col">{t('monthly.minBet')}</th>
            <th scope="col">{t('monthly.minDeposit')}</th>
            <th scope="col">{t('monthly.bonus')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.tier} className={tier.tier === reached ? 'is-reached' : undefined} aria-current={tier.tier === reached ? 'true' : undefined}>
              <th scope="row">
                {tier.tier}
                {tier.tier === reached && <small className="monthly-you">{t('monthly.yourTier')}</small>}
              </th>
              <td className="money">{formatMoney(tier.minBet)}</td>
              <td className="money">{formatMoney(tier.minDeposit)}</td>
              <td className="money">{formatMoney(coin(tier))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
