// Shared by the ways-in tests: fresh mobile numbers, SMS codes read from the test sink, and a local ID-token provider.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';
import { expect } from 'vitest';
import { calls } from '../../../contract/index.ts';
import type { TestApp } from './helpers.ts';

let serial = Math.floor(Math.random() * 500_000);
/** A new number each call, as 09XX... local spelling and its normalised form. */
export function freshMobile(): { local: string; normalised: string } {
  const digits = String(100_000_000 + serial++ * 7).slice(-9);
  return { local: `09${digits}`, normalised: `+639${digits}` };
}

export async function lastCode(t: TestApp, mobile: string): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url: `/__test/sms?mobile=${encodeURIComponent(mobile)}` });
  return (response.json() as { codes: { code: string }[] }).codes[0]?.code;
}

/** Sends a code and returns it (read from the sink). */
export async function sendCode(t: TestApp, purpose: string, mobile: string, options: { token?: string; ip?: string } = {}): Promise<string> {
  const response = await t.post(calls.smsSend.path, { purpose, mobile }, options);
  expect(response.json().code, response.body).toBe(0);
  const code = await lastCode(t, mobile);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

export async function registerByMobile(t: TestApp, password = 'secret123'): Promise<{ mobile: string; password: string; token: string }> {
  const { normalised: mobile } = freshMobile();
  const code = await sendCode(t, 'register', mobile);
  const response = await t.post(calls.accountRegist4.path, { mobile, code, password, confirmNotice: true });
  expect(response.json().code, response.body).toBe(0);
  return { mobile, password, token: response.json().data.token };
}

/** An OpenID provider on localhost: its JWKS over HTTP and a signer for ID tokens (and a stranger's key for forgeries). */
export interface LocalProvider {
  jwksUrl: string;
  issuer: string;
  clientId: string;
  sign(claims: Record<string, unknown>, options?: { audience?: string; issuer?: string; expiresIn?: number; forged?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export async function startLocalProvider(issuer: string, clientId: string): Promise<LocalProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    issuer,
    clientId,
    async sign(claims, options = {}) {
      const key: CryptoKey = options.forged ? stranger.privateKey : privateKey;
      const nowSeconds = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt(nowSeconds - 10)
        .setExpirationTime(nowSeconds + (options.expiresIn ?? 600))
        .sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
