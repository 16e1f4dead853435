// Queues the "Invitation goal reached!" modal (through the one modal host) for each goal reached and not announced
// on this device yet. Mounted where a player checks on invites (/share, /agent) and on home.
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { enqueueModal } from '../../lib/modal-store.ts';
import { goalsToAnnounce, markGoalsShown, shownGoals } from './goal-due.ts';
import { INVITE_GOAL_MODAL } from './invite-goal-kind.ts';
import { usePlayerId } from '../../lib/use-player.ts';

export function InviteGoalWatcher() {
  const userId = usePlayerId() ?? 0;
  useEffect(() => {
    if (userId === 0) return;
    void api.agent.loadInvite().then((result) => {
      if (!result.ok) return;
      const due = goalsToAnnounce(result.data.unclaimedGoals, shownGoals(userId, localStorage));
      if (due.length === 0) return;
      markGoalsShown(userId, due, localStorage);
      for (const goal of due) enqueueModal({ id: `${INVITE_GOAL_MODAL}-${goal}`, kind: INVITE_GOAL_MODAL, props: { goal } });
    });
  }, [userId]);
  return null;
}
