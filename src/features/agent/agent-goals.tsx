// The invitation goals: progress towards each number of valid invites, and its claim (the award modal follows).
import { Check } from 'lucide-react';
import type { InviteSummary } from '../../../contract/index.ts';
import { api } from '../../lib/api.ts';
import type { Claim } from '../../lib/hooks/use-claim.ts';
import { t } from '../../lib/i18n/index.ts';
import { AwardItem } from '../../ui/award-modal.tsx';
import { Button } from '../../ui/button.tsx';

export function AgentGoals({ summary, claim }: { summary: InviteSummary; claim: Claim<string> }) {
  if (summary.goals.length === 0) return null;
  return (
    <section className="m-card" aria-labelledby="agent-goals-title">
      <h2 id="agent-goals-title" className="m-card-title">
        {t('agent.goals')}
      </h2>
      <ul className="agent-goals">
        {summary.goals.map((goal) => (
          <li key={goal.goal} className="agent-goal">
            <div className="agent-goal-head">
              <strong>{t('agent.goals.reach', { n: goal.goal })}</strong>
              <span className="muted">{t('agent.goals.progress', { done: Math.min(summary.validInvitees, goal.goal), goal: goal.goal })}</span>
            </div>
            <progress max={goal.goal} value={Math.min(summary.validInvitees, goal.goal)} aria-label={t('agent.goals.reach', { n: goal.goal })} />
            <div className="agent-goal-foot">
              <ul className="award-list">
                {goal.awards.map((award, i) => (
                  <AwardItem key={`${award.id}-${i}`} award={award} />
                ))}
              </ul>
              {goal.claimed ? (
                <span className="agent-claimed">
                  <Check aria-hidden="true" size={16} /> {t('agent.goals.claimed')}
                </span>
              ) : (
                <Button
                  busy={claim.claiming === `goal-${goal.goal}`}
                  disabled={!goal.reached || claim.claiming !== null}
                  onClick={() => void claim.claim(`goal-${goal.goal}`, () => api.agent.claimGoal(goal.goal))}
                >
                  {t('agent.goals.claim')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
