// What happens around a session on the UI side: after a login, and on logout. The worker owns the tables; this keeps the token and refreshes.
import { api } from './api.ts';
import { saveAccount, saveToken } from './session-token.ts';
import { logEvent } from './event-log.ts';

/** Loads everything a logged-in player sees; each call writes its own table, so screens fill in as answers arrive. */
export async function refreshPlayerData(): Promise<void> {
  await Promise.all([api.session.loadAfterLogin(), api.startUp.refreshActivities(), api.startUp.refreshFlags()]);
}

export function onLoggedIn(token: string, account: string, how: 'login' | 'register'): void {
  saveToken(token);
  saveAccount(account);
  logEvent(how === 'login' ? 'login' : 'register');
  void refreshPlayerData();
}

export async function logout(): Promise<void> {
  await api.session.logout();
  saveToken(null);
  void api.startUp.refreshActivities();
}
