// /activity/lottery/rule: the rules the server applies, with the figures taken from the same constants it uses.
import { COIN_PRIZES, COUPON_DISCOUNT_PCT, LINE_PRICE, MAX_LINES, TIER_MULTIPLIER, coinReturnBp, matchChance } from '../../../contract/lottery.ts';
import { formatNumber, formatPercent } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { LotteryShell } from './lottery-shell.tsx';

export function LotteryRulePage() {
  return (
    <LotteryShell title="lottery.ruleTitle">
      <ol className="lt-rules">
        <li>{t('lottery.rule.game')}</li>
        <li>{t('lottery.rule.schedule')}</li>
        <li>{t('lottery.rule.price', { price: formatMoney(LINE_PRICE), max: MAX_LINES, x2: TIER_MULTIPLIER[2], x3: TIER_MULTIPLIER[3] })}</li>
        <li>{t('lottery.rule.tickets')}</li>
        <li>
          {t('lottery.rule.coupons', {
            list: Object.entries(COUPON_DISCOUNT_PCT)
              .map(([id, pct]) => `#${Number(id) - 110000}: ${pct}%`)
              .join(', '),
          })}
        </li>
      </ol>
      <table className="fd-table lt-prizes">
        <caption>{t('lottery.rule.prizeTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lottery.rule.match')}</th>
            <th scope="col">{t('lottery.rule.tierN', { n: 1 })}</th>
            <th scope="col">{t('lottery.rule.tierN', { n: 2 })}</th>
            <th scope="col">{t('lottery.rule.tierN', { n: 3 })}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">6</th>
            <td colSpan={3}>{t('lottery.rule.product')}</td>
          </tr>
          {[5, 4, 3].map((m) => (
            <tr key={m}>
              <th scope="row">{m}</th>
              {([1, 2, 3] as const).map((tier) => (
                <td key={tier}>{formatMoney((COIN_PRIZES[m] ?? 0) * TIER_MULTIPLIER[tier])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lt-odds">
        {t('lottery.rule.odds', {
          list: [6, 5, 4, 3].map((m) => t('lottery.rule.oddsOne', { m, n: formatNumber(Math.round(1 / matchChance(m))) })).join(' · '),
        })}
      </p>
      <p className="lt-odds">{t('lottery.rule.return', { pct: formatPercent(coinReturnBp()) })}</p>
      <ol className="lt-rules" start={6}>
        <li>{t('lottery.rule.payout')}</li>
        <li>{t('lottery.rule.productOrder')}</li>
        <li>{t('lottery.rule.fairness')}</li>
        <li>{t('lottery.rule.age')}</li>
      </ol>
    </LotteryShell>
  );
}
