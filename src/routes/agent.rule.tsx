import { createFileRoute } from '@tanstack/react-router';
import { AgentRulePage } from '../features/agent/agent-rule-page.tsx';

export const Route = createFileRoute('/agent/rule')({
  staticData: { navbar: false },
  component: AgentRulePage,
});
