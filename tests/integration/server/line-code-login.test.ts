// LINE's web login by authorization code: a local fake token endpoint hands out ID tokens signed by a local key set
// (served as JWKS), so the exchange and the verification (signature, issuer, audience, expiry, nonce) run for real.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';
import { startLocalProvider, type LocalProvider } from './ways-in-helpers.ts';

const ENV_KEYS = ['GOOGLE_CLIENT_ID', 'FACEBOOK_CLIENT_ID', 'LINE_CHANNEL_ID', 'LINE_CHANNEL_SECRET', 'LINE_JWKS_URL', 'LINE_ISSUER', 'LINE_TOKEN_URL'];
const CHANNEL_ID = '1650000001';
const SECRET = 'channel-secret-never-logged';
const REDIRECT = 'http://127.0.0.1:5173/auth/social/line';

interface TokenEndpoint {
  url: string;
  /** What the endpoint answers for a code: a status and a JSON body. */
  answers: Map<string, { status: number; body: unknown }>;
  received: URLSearchParams[];
  contentTypes: string[];
  close(): Promise<void>;
}

async function startTokenEndpoint(): Promise<TokenEndpoint> {
  const answers = new Map<string, { status: number; body: unknown }>();
  const received: URLSearchParams[] = [];
  const contentTypes: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      received.push(form);
      contentTypes.push(req.headers['content-type'] ?? '');
      const answer = answers.get(form.get('code') ?? '') ?? { status: 400, body: { error: 'invalid_grant', error_description: 'invalid authorization code' } };
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/oauth2/v2.1/token`,
    answers,
    received,
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(backends())('LINE login by code on %s', (backend) => {
  let t: TestApp;
  let line: LocalProvider;
  let endpoint: TokenEndpoint;
  let n = 0;
  const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  const nonce = () => `nonce-${backend}-${++n}-0123456789abcdef`;

  /** A code the fake endpoint will exchange for an ID token with these claims (signed as asked). */
  async function issueCode(claims: Record<string, unknown>, options: { forged?: boolean } = {}): Promise<string> {
    const code = `code-${backend}-${++n}`;
    const idToken = await line.sign(claims, options);
    endpoint.answers.set(code, {
      status: 200,
      body: { access_token: 'at', token_type: 'Bearer', expires_in: 2592000, scope: 'openid profile', id_token: idToken },
    });
    return code;
  }

  beforeAll(async () => {
    line = await startLocalProvider('https://access.line.me', CHANNEL_ID);
    endpoint = await startTokenEndpoint();
    for (const key of ENV_KEYS) delete process.env[key];
    Object.assign(process.env, { LINE_CHANNEL_ID: CHANNEL_ID, LINE_CHANNEL_SECRET: SECRET, LINE_JWKS_URL: line.jwksUrl, LINE_TOKEN_URL: endpoint.url });
    t = await startTestApp(backend, { testHooks: true });
  });
  afterAll(async () => {
    for (const key of ENV_KEYS)
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    await line?.close();
    await endpoint?.close();
    await t?.close();
  });

  it('exchanges a good code (form-encoded, with channel id and secret) and signs in a new player, then the same player again', async () => {
    const sub = `U${backend}line1`;
    const first = nonce();
    const code = await issueCode({ sub, name: 'Lina', nonce: first });
    const response = await t.post(calls.lineLoginCode.path, { code, nonce: first, redirectUri: REDIRECT });
    expect(response.json()).toMatchObject({ code: 0, data: { isNew: true, needsInfo: true, userInfo: { lineAccount: expect.any(String) } } });
    const sent = endpoint.received.at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CHANNEL_ID, client_secret: SECRET });
    expect(endpoint.contentTypes.at(-1)).toBe('application/x-www-form-urlencoded');
    // The session works.
    const token = response.json().data.token;
    expect((await t.post(calls.appUserOther.path, {}, { token })).json().code).toBe(0);

    const second = nonce();
    const again = await t.post(calls.lineLoginCode.path, { code: await issueCode({ sub, nonce: second }), nonce: second, redirectUri: REDIRECT });
    expect(again.json().data).toMatchObject({ isNew: false, userInfo: { id: response.json().data.userInfo.id } });
  });

  it('refuses when the token endpoint refuses the code, without leaking the secret', async () => {
    const response = await t.post(calls.lineLoginCode.path, { code: 'expired-code', nonce: nonce(), redirectUri: REDIRECT });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, msg: 'LINE sign-in could not be completed. Please try again.', data: null });
    expect(response.body).not.toContain(SECRET);
  });

  it('refuses when the token endpoint answers without an id_token or with a server error', async () => {
    endpoint.answers.set('no-id-token', { status: 200, body: { access_token: 'at' } });
    endpoint.answers.set('server-error', { status: 500, body: { error: 'server_error' } });
    for (const code of ['no-id-token', 'server-error']) {
      const response = await t.post(calls.lineLoginCode.path, { code, nonce: nonce(), redirectUri: REDIRECT });
      expect(response.json()).toMatchObject({ code: 403, msg: 'LINE sign-in could not be completed. Please try again.' });
    }
  });

  it('refuses an ID token with a bad signature', async () => {
    const value = nonce();
    const code = await issueCode({ sub: `U${backend}forged`, nonce: value }, { forged: true });
    const response = await t.post(calls.lineLoginCode.path, { code, nonce: value, redirectUri: REDIRECT });
    expect(response.json()).toEqual({ code: 403, msg: 'LINE sign-in could not be verified. Please try again.', data: null });
  });

  it('refuses an ID token with a wrong nonce or none at all', async () => {
    const withOther = await issueCode({ sub: `U${backend}nonce`, nonce: nonce() });
    const wrong = await t.post(calls.lineLoginCode.path, { code: withOther, nonce: nonce(), redirectUri: REDIRECT });
    expect(wrong.json()).toMatchObject({ code: 403, msg: 'LINE sign-in could not be verified. Please try again.' });
    const withNone = await issueCode({ sub: `U${backend}nonce` });
    const none = await t.post(calls.lineLoginCode.path, { code: withNone, nonce: nonce(), redirectUri: REDIRECT });
    expect(none.json().code).toBe(403);
  });

  it('validates the request by the contract', async () => {
    const response = await t.post(calls.lineLoginCode.path, { code: '', nonce: 'short', redirectUri: 'not a url' });
    expect(response.statusCode).toBe(400);
  });

  it('binds LINE to a logged-in player by code, who can then sign in with LINE', async () => {
    const player = await newPlayer(t, 'lnb');
    const sub = `U${backend}bind`;
    const value = nonce();
    const unauthenticated = await t.post(calls.lineBindCode.path, { code: await issueCode({ sub, nonce: value }), nonce: value, redirectUri: REDIRECT });
    expect(unauthenticated.statusCode).toBe(401);
    const bindNonce = nonce();
    const bound = await t.post(
      calls.lineBindCode.path,
      { code: await issueCode({ sub, nonce: bindNonce }), nonce: bindNonce, redirectUri: REDIRECT },
      { token: player.token },
    );
    expect(bound.json().data.userInfo).toMatchObject({ account: player.account, lineAccount: expect.any(String) });
    const loginNonce = nonce();
    const login = await t.post(calls.lineLoginCode.path, { code: await issueCode({ sub, nonce: loginNonce }), nonce: loginNonce, redirectUri: REDIRECT });
    expect(login.json().data).toMatchObject({ isNew: false, userInfo: { account: player.account } });

    const other = await newPlayer(t, 'lnb');
    const takenNonce = nonce();
    const taken = await t.post(
      calls.lineBindCode.path,
      { code: await issueCode({ sub, nonce: takenNonce }), nonce: takenNonce, redirectUri: REDIRECT },
      { token: other.token },
    );
    expect(taken.json()).toMatchObject({ code: 409, msg: 'That LINE account is linked to another player' });
    const wrongNonce = await t.post(
      calls.lineBindCode.path,
      { code: await issueCode({ sub: `U${backend}bind2`, nonce: nonce() }), nonce: nonce(), redirectUri: REDIRECT },
      { token: other.token },
    );
    expect(wrongNonce.json().code).toBe(403);
  });

  it('answers "not available" when the channel secret is not configured', async () => {
    delete process.env.LINE_CHANNEL_SECRET;
    try {
      const response = await t.post(calls.lineLoginCode.path, { code: 'any', nonce: nonce(), redirectUri: REDIRECT });
      expect(response.json()).toEqual({ code: 403, msg: 'LINE sign-in is not available', data: null });
    } finally {
      process.env.LINE_CHANNEL_SECRET = SECRET;
    }
  });
});
