// Which reached invitation goals the "Invitation goal reached!" modal still has to announce: each goal once per
// player on this device (localStorage), so closing it with "Later" does not bring it back on every visit. The claim
// itself stays on /share and /agent until made.
const key = (userId: number) => `pisowin.inviteGoalsShown:${userId}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function shownGoals(userId: number, store: Store): number[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(key(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** The goals to announce now: reached, unclaimed and not announced before. */
export function goalsToAnnounce(unclaimed: readonly number[], shown: readonly number[]): number[] {
  return unclaimed.filter((goal) => !shown.includes(goal)).sort((a, b) => a - b);
}

export function markGoalsShown(userId: number, goals: readonly number[], store: Store): void {
  try {
    store.setItem(key(userId), JSON.stringify([...new Set([...shownGoals(userId, store), ...goals])]));
  } catch {
    // Storage blocked: the modal may announce the goal again, which is harmless.
  }
}
