// Social sign-in by the OpenID redirect: no provider script runs in the app. Google and Facebook hand back an ID token
// (implicit flow) to /auth/login; LINE hands back only a code to /auth/social/line, which the server exchanges.
// sessionStorage holds the pending request's state and nonce.

/** LINE's authorize page; a build may point it elsewhere with VITE_LINE_AUTHORIZE_URL (the server's LINE_AUTHORIZE_URL counterpart). */
const LINE_AUTHORIZE_URL: string = (import.meta.env.VITE_LINE_AUTHORIZE_URL as string | undefined) || 'https://access.line.me/oauth2/v2.1/authorize';
const AUTHORIZE_URLS: Record<BrowserProvider, string> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
  line: LINE_AUTHORIZE_URL,
};
export const LINE_RETURN_PATH = '/auth/social/line';
const PENDING_KEY = 'pw.socialPending';
export const RETURN_PATH = '/auth/login';

export type BrowserProvider = 'google' | 'facebook' | 'line';
/** A LINE return either signs in or binds LINE to the logged-in player (/auth/bind). */
export type SocialMode = 'login' | 'bind';

interface Pending {
  provider: BrowserProvider;
  mode?: SocialMode;
  state: string;
  nonce: string;
  returnTo: string;
}

/** The configured providers this browser can sign in with, in a fixed order. */
export function browserProviders(configured: readonly string[] | undefined, clientIds: Record<string, string> | undefined): BrowserProvider[] {
  return (['google', 'facebook', 'line'] as const).filter((p) => configured?.includes(p) && clientIds?.[p]);
}

const random = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function startSocialSignIn(
  provider: BrowserProvider,
  clientId: string,
  returnTo: string,
  go: (url: string) => void = (url) => location.assign(url),
  mode: SocialMode = 'login',
): void {
  const pending: Pending = { provider, mode, state: random(), nonce: random(), returnTo };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const line = provider === 'line';
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${location.origin}${line ? LINE_RETURN_PATH : RETURN_PATH}`,
    response_type: line ? 'code' : 'id_token',
    scope: provider === 'google' ? 'openid email profile' : line ? 'openid profile' : 'openid',
    state: pending.state,
    nonce: pending.nonce,
  });
  go(`${AUTHORIZE_URLS[provider]}?${params.toString()}`);
}

function tokenNonce(idToken: string): string | null {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const nonce = (JSON.parse(json) as { nonce?: unknown }).nonce;
    return typeof nonce === 'string' ? nonce : null;
  } catch {
    return null;
  }
}

/**
 * The ID token the provider sent back in the URL fragment, when it answers the request this tab started (state) for
 * this sign-in (nonce). The fragment is removed either way, so the token never stays in the address or history.
 */
export function takeSocialReturn(): { provider: Exclude<BrowserProvider, 'line'>; idToken: string; returnTo: string } | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const idToken = fragment.get('id_token');
  if (!idToken && !fragment.get('error')) return null;
  history.replaceState(history.state, '', location.pathname + location.search);
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!idToken || !raw) return null;
  const pending = JSON.parse(raw) as Pending;
  if (pending.provider === 'line' || fragment.get('state') !== pending.state || tokenNonce(idToken) !== pending.nonce) return null;
  return { provider: pending.provider, idToken, returnTo: pending.returnTo };
}

export interface LineReturn {
  mode: SocialMode;
  returnTo: string;
  request: { code: string; nonce: string; redirectUri: string };
}

/**
 * The code LINE sent back to /auth/social/line, when it answers the LINE request this tab started (same state). The
 * pending request is used up either way, so a code is sent at most once. The nonce goes to the server, which checks it
 * in the ID token it gets for the code.
 */
export function takeLineReturn(code: string | undefined, state: string | undefined): LineReturn | null {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!code || !state || !raw) return null;
  const pending = JSON.parse(raw) as Pending;
  if (pending.provider !== 'line' || state !== pending.state) return null;
  return {
    mode: pending.mode ?? 'login',
    returnTo: pending.returnTo,
    request: { code, nonce: pending.nonce, redirectUri: `${location.origin}${LINE_RETURN_PATH}` },
  };
}
