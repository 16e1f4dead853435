// The red-dot rules the server answers in activityGetStatusList and the worker applies at once after a claim or a
// read, as pure functions of what each side holds, so the two can never disagree.
import type { VipData } from './calls/vip.ts';

/** vipAwardFlag: today's daily award, today's sign-in or a reached level-up bonus is unclaimed; vipTaskFlag: a task is done and unclaimed. */
export function vipDots(data: VipData): { vipAwardFlag: boolean; vipTaskFlag: boolean } {
  return {
    vipAwardFlag: data.daily.claimable || (data.vip >= 1 && !data.signIn.signedToday) || data.levelUps.some((l) => l.reached && !l.claimed),
    vipTaskFlag: data.tasks.some((task) => !task.claimed && task.progress >= task.target),
  };
}

export interface TaskDotInput {
  kind: 'daily' | 'weekly';
  state: 'in-progress' | 'complete' | 'claimed';
}

/**
 * hasTask: a daily task is not yet claimed, so the Bonus entry invites the player back each day until the day's tasks
 * are done; taskAwardFlag: a complete task or an open liveness chest waits to be claimed. Tasks the player's gates
 * close are left out by the caller.
 */
export function taskDots(
  tasks: readonly TaskDotInput[],
  chests: readonly { state: 'locked' | 'open' | 'claimed' }[],
): { hasTask: boolean; taskAwardFlag: boolean } {
  return {
    hasTask: tasks.some((t) => t.kind === 'daily' && t.state !== 'claimed'),
    taskAwardFlag: tasks.some((t) => t.state === 'complete') || chests.some((c) => c.state === 'open'),
  };
}

/** hasMail: a mail is unread; emailAwardFlag: a mail's awards are unclaimed. */
export function mailDots(mails: readonly { read: boolean; hasAwards: boolean; awardsClaimed: boolean }[]): { hasMail: boolean; emailAwardFlag: boolean } {
  return { hasMail: mails.some((m) => !m.read), emailAwardFlag: mails.some((m) => m.hasAwards && !m.awardsClaimed) };
}

/** diamondMallRedDot: a rung of the diamond mall's addup ladder is reached and unclaimed. */
export function diamondMallDot(addup: readonly { reached: boolean; claimed: boolean }[]): boolean {
  return addup.some((rung) => rung.reached && !rung.claimed);
}

/** agent5AwardFlag: commission, a valid invite's reward or a reached invitation goal waits to be claimed. */
export function agentDot(state: { claimable: number; rewardsWaiting: number; unclaimedGoals: readonly number[] }): boolean {
  return state.claimable > 0 || state.rewardsWaiting > 0 || state.unclaimedGoals.length > 0;
}

/** spinAwardFlag: the spin wheel is open (activity on, wheel configured) and the player has a chance to spend. */
export function spinDot(state: { open: boolean; chances: number }): boolean {
  return state.open && state.chances > 0;
}
