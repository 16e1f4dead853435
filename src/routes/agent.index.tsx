import { createFileRoute } from '@tanstack/react-router';
import { AgentPage } from '../features/agent/agent-page.tsx';
import { agentTab } from '../features/agent/agent-tabs.ts';

export const Route = createFileRoute('/agent/')({
  validateSearch: (search: Record<string, unknown>) => ({ tabActive: agentTab(search.tabActive) }),
  component: function AgentRoute() {
    const { tabActive } = Route.useSearch();
    return <AgentPage tab={tabActive} />;
  },
});
