// The /agent tabs, chosen by the `tabActive` query; anything else opens the overview.
export const AGENT_TABS = ['overview', 'invitees', 'commission', 'rules'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];

export const agentTab = (value: unknown): AgentTab => (AGENT_TABS.includes(value as AgentTab) ? (value as AgentTab) : 'overview');
