// Who is calling the Provider API: the provider code header names a configured provider that is on, the timestamp
// is within the replay window, and the signature is the HMAC of `<timestamp>.<raw body>` under one of its secrets.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PROVIDER_CLOCK_SKEW_MS } from '../../../contract/provider-api.ts';
import type { Database } from '../../db/database.ts';
import { DomainError } from '../errors.ts';
import { signingSecrets } from './registry.ts';

export const signBody = (secret: string, timestamp: number | string, rawBody: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

const unauthorised = (message: string) => new DomainError(401, message);
const UNKNOWN_PROVIDER_KEY = randomBytes(32).toString('hex');

export interface SignedRequest {
  provider: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer;
}

/** Returns the provider's code; throws 401 saying which check failed (none of them reveals a secret). */
export async function verifySignedRequest(db: Database, request: SignedRequest, now: number): Promise<string> {
  const { provider, timestamp, signature, rawBody } = request;
  if (!provider) throw unauthorised('The x-provider-code header is missing');
  if (!timestamp || !/^\d{1,16}$/.test(timestamp)) throw unauthorised('The x-timestamp header must be milliseconds since the epoch');
  if (Math.abs(now - Number(timestamp)) > PROVIDER_CLOCK_SKEW_MS) throw unauthorised('The timestamp is outside the 5-minute window; check your clock');
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) throw unauthorised('The x-signature header must be a hex HMAC-SHA256');
  const secrets = await signingSecrets(db, provider, now);
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  // Every secret is compared, in constant time, and an unknown provider still costs one HMAC, so the answer time says
  // neither which secret nearly matched nor whether the code exists.
  let match = false;
  for (const secret of secrets.length > 0 ? secrets : [UNKNOWN_PROVIDER_KEY])
    match = timingSafeEqual(Buffer.from(signBody(secret, timestamp, rawBody), 'hex'), given) || match;
  if (secrets.length === 0) match = false;
  if (!match) throw unauthorised('Bad signature, or a provider that is not configured');
  return provider;
}
