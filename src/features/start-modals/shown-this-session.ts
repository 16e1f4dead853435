// Which activities' start modals ran this session, in sessionStorage (a new tab or a restarted app is a new session).
const KEY = 'pw.startModalsShown';

export function shownThisSession(): Set<number> {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

export function markShown(activityId: number): void {
  const ids = shownThisSession();
  ids.add(activityId);
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...ids]));
  } catch {
    // Storage full or blocked: the modal may show again next load, which is better than never.
  }
}
