// Which social sign-ins are configured, read from the environment at call time, and how their ID tokens are checked.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { SocialProvider } from '../../../contract/index.ts';
import { SOCIAL_PROVIDERS } from '../../../contract/index.ts';
import { refused } from '../errors.ts';

export interface ProviderConfig {
  clientId: string;
  issuers: string[];
  jwksUrl: string;
}

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', line: 'LINE' };

type Env = Record<string, string | undefined>;

/** The provider's settings, or null when it is not configured. Google and LINE have well-known defaults; Facebook needs all three. */
export function providerConfig(provider: SocialProvider, env: Env = process.env): ProviderConfig | null {
  switch (provider) {
    case 'google': {
      const clientId = env.GOOGLE_CLIENT_ID;
      if (!clientId) return null;
      return {
        clientId,
        issuers: env.GOOGLE_ISSUER ? [env.GOOGLE_ISSUER] : ['https://accounts.google.com', 'accounts.google.com'],
        jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      };
    }
    case 'line': {
      const clientId = env.LINE_CHANNEL_ID;
      if (!clientId) return null;
      return { clientId, issuers: [env.LINE_ISSUER ?? 'https://access.line.me'], jwksUrl: env.LINE_JWKS_URL ?? 'https://api.line.me/oauth2/v2.1/certs' };
    }
    case 'facebook': {
      const { FACEBOOK_CLIENT_ID: clientId, FACEBOOK_JWKS_URL: jwksUrl, FACEBOOK_ISSUER: issuer } = env;
      if (!clientId || !jwksUrl || !issuer) return null;
      return { clientId, issuers: [issuer], jwksUrl };
    }
  }
}

export function configuredProviders(env: Env = process.env): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => providerConfig(provider, env) !== null);
}

/** Client ids are public (they go in the sign-in URL); the browser needs them to start a provider's sign-in. */
export function socialClientIds(env: Env = process.env): Record<string, string> {
  return Object.fromEntries(configuredProviders(env).map((provider) => [provider, providerConfig(provider, env)!.clientId]));
}

// One key set per URL: jose caches the keys and refetches on an unknown key id (key rotation), with a cooldown.
const keySets = new Map<string, JWTVerifyGetKey>();
function keySetFor(url: string): JWTVerifyGetKey {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, keys);
  }
  return keys;
}

export interface VerifiedIdentity {
  subject: string;
  name: string;
  email: string;
}

export const notAvailable = (provider: SocialProvider) => refused(`${PROVIDER_NAMES[provider]} sign-in is not available`);

/**
 * Checks the ID token's signature (provider's JWKS), issuer, audience (our client id) and expiry at `now`; and its
 * `nonce` when the caller knows the one the sign-in was started with (LINE's code flow).
 */
export async function verifyIdToken(provider: SocialProvider, idToken: string, now: number, nonce?: string): Promise<VerifiedIdentity> {
  const config = providerConfig(provider);
  if (!config) throw notAvailable(provider);
  try {
    const { payload } = await jwtVerify(idToken, keySetFor(config.jwksUrl), {
      issuer: config.issuers,
      audience: config.clientId,
      algorithms: ['RS256', 'ES256'],
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp'],
    });
    if (nonce !== undefined && payload.nonce !== nonce) throw new Error('nonce');
    const name = typeof payload.name === 'string' ? payload.name : '';
    const email = typeof payload.email === 'string' ? payload.email : '';
    return { subject: payload.sub!, name, email };
  } catch {
    throw refused(`${PROVIDER_NAMES[provider]} sign-in could not be verified. Please try again.`);
  }
}

const LINE_TOKEN_URL = 'https://api.line.me/oauth2/v2.1/token';
const lineNotCompleted = () => refused('LINE sign-in could not be completed. Please try again.');

/**
 * Exchanges a LINE authorization code for the ID token at LINE's token endpoint (form-encoded POST with the channel id
 * and secret, as LINE documents). The secret goes only into this request body: never into a log or an error.
 */
export async function exchangeLineCode(code: string, redirectUri: string, env: Env = process.env): Promise<string> {
  const config = providerConfig('line', env);
  const secret = env.LINE_CHANNEL_SECRET;
  if (!config || !secret) throw notAvailable('line');
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: config.clientId, client_secret: secret });
  let answer: unknown;
  try {
    const response = await fetch(env.LINE_TOKEN_URL ?? LINE_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw lineNotCompleted();
    answer = await response.json();
  } catch {
    throw lineNotCompleted();
  }
  const idToken = (answer as { id_token?: unknown } | null)?.id_token;
  if (typeof idToken !== 'string' || idToken === '') throw lineNotCompleted();
  return idToken;
}
