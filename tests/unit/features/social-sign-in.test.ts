// @vitest-environment jsdom
// The browser half of social sign-in: the redirect it starts, and the ID token it accepts back only for its own request.
import { beforeEach, describe, expect, it } from 'vitest';
import { browserProviders, startSocialSignIn, takeLineReturn, takeSocialReturn } from '../../../src/features/auth/social-sign-in.ts';

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const fakeToken = (nonce: string) => `${b64({ alg: 'RS256' })}.${b64({ sub: 'u1', nonce })}.sig`;

let assigned = '';
beforeEach(() => {
  assigned = '';
  sessionStorage.clear();
  history.replaceState(null, '', '/auth/login');
});

function started(): { state: string; nonce: string } {
  startSocialSignIn('google', 'client-1', '/promo/welcome', (url) => {
    assigned = url;
  });
  const url = new URL(assigned);
  return { state: url.searchParams.get('state')!, nonce: url.searchParams.get('nonce')! };
}

describe('social sign-in in the browser', () => {
  it('offers only configured providers with a client id (LINE by its code flow)', () => {
    expect(browserProviders(['google', 'line', 'facebook'], { google: 'g', line: 'l', facebook: 'f' })).toEqual(['google', 'facebook', 'line']);
    expect(browserProviders(['line'], { google: 'g' })).toEqual([]);
    expect(browserProviders(['google'], {})).toEqual([]);
    expect(browserProviders(undefined, undefined)).toEqual([]);
  });

  it('redirects to the provider with our client id, return address, state and nonce', () => {
    const { state, nonce } = started();
    const url = new URL(assigned);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('redirect_uri')).toBe(`${location.origin}/auth/login`);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('takes the token back once, for its own state and nonce, and clears it from the address', () => {
    const { state, nonce } = started();
    history.replaceState(null, '', `/auth/login#id_token=${fakeToken(nonce)}&state=${state}`);
    expect(takeSocialReturn()).toEqual({ provider: 'google', idToken: fakeToken(nonce), returnTo: '/promo/welcome' });
    expect(location.hash).toBe('');
    history.replaceState(null, '', `/auth/login#id_token=${fakeToken(nonce)}&state=${state}`);
    expect(takeSocialReturn()).toBeNull();
  });

  it('refuses a token for another request (state) or another sign-in (nonce)', () => {
    const first = started();
    history.replaceState(null, '', `/auth/login#id_token=${fakeToken(first.nonce)}&state=forged`);
    expect(takeSocialReturn()).toBeNull();
    const second = started();
    history.replaceState(null, '', `/auth/login#id_token=${fakeToken('other')}&state=${second.state}`);
    expect(takeSocialReturn()).toBeNull();
  });

  it('sends LINE to its authorize page for a code, returning to /auth/social/line', () => {
    startSocialSignIn('line', '1650000000', '/member', (url) => {
      assigned = url;
    });
    const url = new URL(assigned);
    expect(url.origin + url.pathname).toBe('https://access.line.me/oauth2/v2.1/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('1650000000');
    expect(url.searchParams.get('redirect_uri')).toBe(`${location.origin}/auth/social/line`);
    expect(url.searchParams.get('scope')).toBe('openid profile');
    expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('takes a LINE code back once, for its own state, with the nonce for the server; a bind keeps its mode', () => {
    startSocialSignIn('line', 'c', '/auth/bind', (url) => (assigned = url), 'bind');
    const url = new URL(assigned);
    const state = url.searchParams.get('state')!;
    expect(takeLineReturn('the-code', state)).toEqual({
      mode: 'bind',
      returnTo: '/auth/bind',
      request: { code: 'the-code', nonce: url.searchParams.get('nonce'), redirectUri: `${location.origin}/auth/social/line` },
    });
    expect(takeLineReturn('the-code', state)).toBeNull();
    startSocialSignIn('line', 'c', '/', (next) => (assigned = next));
    expect(takeLineReturn('the-code', 'forged')).toBeNull();
    started();
    expect(takeLineReturn('the-code', new URL(assigned).searchParams.get('state')!)).toBeNull();
  });
});
