// Social sign-in by the OpenID redirect (implicit id_token flow): no provider script runs in the app. sessionStorage holds the pending request's state and nonce.

/** Providers whose sign-in page can hand back an ID token to a browser app; LINE gives only a code, which needs a server exchange. */
const AUTHORIZE_URLS: Record<string, string> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
};
const PENDING_KEY = 'pw.socialPending';
export const RETURN_PATH = '/auth/login';

export type BrowserProvider = 'google' | 'facebook';

interface Pending {
  provider: BrowserProvider;
  state: string;
  nonce: string;
  returnTo: string;
}

/** The configured providers this browser can sign in with, in a fixed order. */
export function browserProviders(configured: readonly string[] | undefined, clientIds: Record<string, string> | undefined): BrowserProvider[] {
  return (['google', 'facebook'] as const).filter((p) => configured?.includes(p) && clientIds?.[p]);
}

const random = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function startSocialSignIn(provider: BrowserProvider, clientId: string, returnTo: string, go: (url: string) => void = (url) => location.assign(url)): void {
  const pending: Pending = { provider, state: random(), nonce: random(), returnTo };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${location.origin}${RETURN_PATH}`,
    response_type: 'id_token',
    scope: provider === 'google' ? 'openid email profile' : 'openid',
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
export function takeSocialReturn(): { provider: BrowserProvider; idToken: string; returnTo: string } | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const idToken = fragment.get('id_token');
  if (!idToken && !fragment.get('error')) return null;
  history.replaceState(history.state, '', location.pathname + location.search);
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!idToken || !raw) return null;
  const pending = JSON.parse(raw) as Pending;
  if (fragment.get('state') !== pending.state || tokenNonce(idToken) !== pending.nonce) return null;
  return { provider: pending.provider, idToken, returnTo: pending.returnTo };
}
