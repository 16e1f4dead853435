// The access token lives in localStorage (SPEC section 4), with the last account name for `type=account` logins.
import { createStore } from './store.ts';

const TOKEN_KEY = 'pw.token';
const ACCOUNT_KEY = 'pw.savedAccount';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The token as the UI last saw it; changes when this tab logs in or out, or another tab removes it. */
export const tokenStore = createStore<string | null>(read(TOKEN_KEY));

export function saveToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
  tokenStore.set(token);
}

export function savedAccount(): string | null {
  return read(ACCOUNT_KEY);
}

export function saveAccount(account: string): void {
  localStorage.setItem(ACCOUNT_KEY, account);
}

/** Calls `onRemoved` when another tab removes the token (logout there logs this tab out too). */
export function watchOtherTabs(onRemoved: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const next = read(TOKEN_KEY);
    const had = tokenStore.get();
    tokenStore.set(next);
    if (had && !next) onRemoved();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
