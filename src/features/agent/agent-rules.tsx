// The agent program's rules, from the configured tiers, reward and goals (the rules tab and /agent/rule).
import type { AgentOverview, InviteSummary } from '../../../contract/index.ts';
import { formatPercent } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { AwardItem } from '../../ui/award-modal.tsx';

export function AgentRules({ overview, summary }: { overview: AgentOverview; summary: InviteSummary | null | undefined }) {
  const tiers = [...overview.tiers].sort((a, b) => a.minValid - b.minValid);
  return (
    <div className="agent-rules">
      <section className="m-card" aria-labelledby="agent-how-title">
        <h2 id="agent-how-title" className="m-card-title">
          {t('agent.rules.how')}
        </h2>
        <ol className="agent-steps">
          <li>{t('agent.rules.1')}</li>
          <li>{t(overview.kycRequired ? 'agent.rules.2kyc' : 'agent.rules.2')}</li>
          <li>{t('agent.rules.3')}</li>
          <li>{t('agent.rules.4')}</li>
          <li>{t('agent.rules.5', { amount: formatMoney(overview.inviteReward) })}</li>
          <li>{t('agent.rules.6')}</li>
          <li>{t('agent.rules.7')}</li>
          <li>{t('agent.rules.8')}</li>
        </ol>
      </section>
      <section className="m-card" aria-labelledby="agent-tiers-title">
        <h2 id="agent-tiers-title" className="m-card-title">
          {t('agent.tiers')}
        </h2>
        <table className="agent-table">
          <thead>
            <tr>
              <th scope="col">{t('agent.tiers.valid')}</th>
              <th scope="col">{t('agent.tiers.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.minValid} className={tier.rateBp === overview.rateBp && overview.validInvitees >= tier.minValid ? 'agent-tier-on' : ''}>
                <td>{t('agent.tiers.from', { n: tier.minValid })}</td>
                <td>{formatPercent(tier.rateBp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {summary && summary.goals.length > 0 && (
        <section className="m-card" aria-labelledby="agent-goal-rules-title">
          <h2 id="agent-goal-rules-title" className="m-card-title">
            {t('agent.goals')}
          </h2>
          <ul className="agent-goal-rules">
            {summary.goals.map((goal) => (
              <li key={goal.goal}>
                <span>{t('agent.goals.reach', { n: goal.goal })}</span>
                <ul className="award-list">
                  {goal.awards.map((award, i) => (
                    <AwardItem key={`${award.id}-${i}`} award={award} />
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
