// The overview tab: commission claimable now with its Claim, today's and all-time commission, invitees and the rate,
// and the rewards of valid invites still waiting.
import { Link } from '@tanstack/react-router';
import type { AgentOverview } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import type { Claim } from '../../lib/hooks/use-claim.ts';
import { formatPercent } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { Money } from '../../ui/money.tsx';

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="agent-stat">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function AgentOverviewTab({ overview, claim }: { overview: AgentOverview; claim: Claim<string> }) {
  return (
    <>
      <section className="m-card agent-claim-card" aria-labelledby="agent-claimable-title">
        <h2 id="agent-claimable-title" className="m-card-title">
          {t('agent.claimable')}
        </h2>
        <p className="agent-claimable" data-testid="agent-claimable">
          <Money value={overview.claimable} />
        </p>
        <Button
          block
          busy={claim.claiming === 'commission'}
          disabled={overview.claimable <= 0 || claim.claiming !== null}
          onClick={() => void claim.claim('commission', () => api.agent.claimCommission())}
        >
          {overview.claimable > 0 ? t('agent.claim') : t('agent.nothingToClaim')}
        </Button>
        <dl className="agent-stats">
          <Stat label={t('agent.today')}>
            <Money value={overview.today} />
          </Stat>
          <Stat label={t('agent.total')}>
            <Money value={overview.total} />
          </Stat>
          <Stat label={t('agent.validInvitees')}>
            <span data-testid="agent-valid">{overview.validInvitees}</span>
          </Stat>
          <Stat label={t('agent.invited')}>{overview.invited}</Stat>
          <Stat label={t('agent.rate')}>{overview.rateBp > 0 ? formatPercent(overview.rateBp) : t('agent.rateNone')}</Stat>
        </dl>
      </section>
      {overview.rewardsWaiting > 0 && (
        <section className="m-card" aria-labelledby="agent-rewards-title">
          <h2 id="agent-rewards-title" className="m-card-title">
            {t('agent.inviteRewards')}
          </h2>
          <p>{t('agent.inviteRewardsText', { n: overview.rewardsWaiting, amount: formatMoney(overview.inviteReward) })}</p>
          <Button
            block
            busy={claim.claiming === 'invites'}
            disabled={claim.claiming !== null}
            onClick={() => void claim.claim('invites', () => api.agent.claimInviteRewards())}
          >
            {t('agent.claimInviteRewards')}
          </Button>
        </section>
      )}
      <Link to="/share" className="btn btn-primary btn-block agent-invite-btn">
        {t('agent.inviteFriends')}
      </Link>
    </>
  );
}
