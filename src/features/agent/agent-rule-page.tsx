// /agent/rule "Agent Rule": the same rules as the rules tab, as a page of its own.
import { api } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import { FormError } from '../../ui/form-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { AgentRules } from './agent-rules.tsx';
import { AgentVisitor } from './agent-visitor.tsx';
import { isPlayer, useAgentOverview, useInviteSummary, useRefresh, useUser } from './use-agent.ts';
import './agent.css';

const loads = [() => api.agent.load(), () => api.agent.loadInvite()];

export function AgentRulePage() {
  const goBack = useGoBack();
  const user = useUser();
  const overview = useAgentOverview();
  const summary = useInviteSummary();
  const loadError = useRefresh(isPlayer(user), loads);
  return (
    <div className="page agent">
      <TopBar title={t('agent.ruleTitle')} backLabel={t('common.back')} onBack={goBack} />
      <div className="page-body agent-body">
        {user !== null && !isPlayer(user) ? (
          <AgentVisitor resume="/agent/rule" />
        ) : overview ? (
          <AgentRules overview={overview} summary={summary} />
        ) : loadError ? (
          <FormError message={loadError} />
        ) : (
          <Skeleton height="10rem" />
        )}
      </div>
    </div>
  );
}
