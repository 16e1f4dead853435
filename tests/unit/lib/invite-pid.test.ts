// The invite link's inviter id kept on the device until registration, and the goal modal's once-per-goal memory.
import { describe, expect, it } from 'vitest';
import { forgetInvitePid, invitePid, rememberInvitePid } from '../../../src/lib/invite-pid.ts';
import { goalsToAnnounce, markGoalsShown, shownGoals } from '../../../src/features/agent/goal-due.ts';
import { agentTab } from '../../../src/features/agent/agent-tabs.ts';
import { agentDot } from '../../../contract/red-dots.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('invite pid', () => {
  it('remembers ?pid=N from any route, keeps it, replaces it with a later link and forgets it once registered', () => {
    const store = memoryStore();
    expect(invitePid(store)).toBe(0);
    rememberInvitePid('?pid=42', store);
    rememberInvitePid('?tab=x', store);
    expect(invitePid(store)).toBe(42);
    rememberInvitePid('?gameId=1&pid=77', store);
    expect(invitePid(store)).toBe(77);
    forgetInvitePid(store);
    expect(invitePid(store)).toBe(0);
  });

  it.each(['?pid=0', '?pid=-3', '?pid=abc', '?pid=1e5', '?pid=12345678901234', '?pid='])('ignores %s', (search) => {
    const store = memoryStore();
    rememberInvitePid(search, store);
    expect(invitePid(store)).toBe(0);
  });

  it('answers 0 when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberInvitePid('?pid=5', blocked)).not.toThrow();
    expect(invitePid(blocked)).toBe(0);
    expect(() => forgetInvitePid(blocked)).not.toThrow();
  });
});

describe('invitation goal modal memory', () => {
  it('announces each reached goal once per player', () => {
    const store = memoryStore();
    expect(goalsToAnnounce([5, 1], shownGoals(9, store))).toEqual([1, 5]);
    markGoalsShown(9, [1], store);
    expect(goalsToAnnounce([1, 5], shownGoals(9, store))).toEqual([5]);
    expect(goalsToAnnounce([1], shownGoals(10, store))).toEqual([1]);
    store.setItem('pisowin.inviteGoalsShown:9', 'not json');
    expect(shownGoals(9, store)).toEqual([]);
  });
});

describe('agent tabs and red dot', () => {
  it('opens the overview for an unknown tabActive', () => {
    expect(agentTab('commission')).toBe('commission');
    expect(agentTab('nope')).toBe('overview');
    expect(agentTab(undefined)).toBe('overview');
  });

  it.each([
    [{ claimable: 0, rewardsWaiting: 0, unclaimedGoals: [] }, false],
    [{ claimable: 1, rewardsWaiting: 0, unclaimedGoals: [] }, true],
    [{ claimable: 0, rewardsWaiting: 2, unclaimedGoals: [] }, true],
    [{ claimable: 0, rewardsWaiting: 0, unclaimedGoals: [5] }, true],
  ])('agent5AwardFlag of %o is %s', (state, flag) => {
    expect(agentDot(state)).toBe(flag);
  });
});
