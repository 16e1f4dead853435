// /agent: the agent program in four tabs (overview, invitees, commission, rules), picked by `tabActive`. Every tab
// reads the copy kept on the device, so it opens offline once seen; a failed refresh says what is shown.
import { Link } from '@tanstack/react-router';
import { api } from '../../lib/api.ts';
import { useClaim } from '../../lib/hooks/use-claim.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { AgentCommissionTab } from './agent-commission.tsx';
import { AgentInviteesTab } from './agent-invitees.tsx';
import { AgentOverviewTab } from './agent-overview.tsx';
import { AgentRules } from './agent-rules.tsx';
import { AGENT_TABS, type AgentTab } from './agent-tabs.ts';
import { AgentVisitor } from './agent-visitor.tsx';
import { InviteGoalWatcher } from './invite-goal-watcher.tsx';
import { isPlayer, useAgentOverview, useInviteSummary, useRefresh, useUser } from './use-agent.ts';
import './agent.css';

const loads = [() => api.agent.load(), () => api.agent.loadInvitees(1), () => api.agent.loadLog(1)];

const LABELS: Record<AgentTab, MessageKey> = {
  overview: 'agent.tab.overview',
  invitees: 'agent.tab.invitees',
  commission: 'agent.tab.commission',
  rules: 'agent.tab.rules',
};

function Tabs({ active, dot }: { active: AgentTab; dot: boolean }) {
  return (
    <nav className="tab-links tab-links-fill" aria-label={t('agent.tabs')}>
      {AGENT_TABS.map((tab) => (
        <Link
          key={tab}
          to="/agent"
          search={{ tabActive: tab }}
          replace
          className={`tab-link${tab === active ? ' tab-link-on' : ''}`}
          aria-current={tab === active ? 'page' : undefined}
        >
          {t(LABELS[tab])}
          {tab === 'overview' && dot && <span className="red-dot tab-link-dot" aria-hidden="true" />}
        </Link>
      ))}
    </nav>
  );
}

export function AgentPage({ tab }: { tab: AgentTab }) {
  const user = useUser();
  const overview = useAgentOverview();
  const summary = useInviteSummary();
  const claim = useClaim<string>();
  const loadError = useRefresh(isPlayer(user), loads);

  if (user !== null && !isPlayer(user)) {
    return (
      <div className="page agent">
        <TopBar title={t('agent.title')} backLabel={t('common.back')} />
        <div className="page-body agent-body">
          <AgentVisitor resume="/agent" />
        </div>
      </div>
    );
  }
  return (
    <div className="page agent">
      <TopBar title={t('agent.title')} backLabel={t('common.back')} />
      <Tabs active={tab} dot={overview != null && (overview.claimable > 0 || overview.rewardsWaiting > 0)} />
      <div className="page-body agent-body">
        {overview ? (
          <>
            {loadError && <p className="muted">{t('agent.offline')}</p>}
            {claim.error && <FormError message={claim.error} />}
            {tab === 'overview' && <AgentOverviewTab overview={overview} claim={claim} />}
            {tab === 'invitees' && <AgentInviteesTab kycRequired={overview.kycRequired} />}
            {tab === 'commission' && <AgentCommissionTab />}
            {tab === 'rules' && <AgentRules overview={overview} summary={summary} />}
            <InviteGoalWatcher />
          </>
        ) : loadError ? (
          <FormError message={loadError} />
        ) : (
          <div aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height="10rem" />
          </div>
        )}
      </div>
    </div>
  );
}
