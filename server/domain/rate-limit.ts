// Sliding-window attempt counters in the `rate_limit_hits` table, so every server process on one database shares them.
import type { Database } from '../db/database.ts';
import { DomainError } from './errors.ts';

export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
  /** Says whose attempts these are, e.g. "for this account". */
  scope: string;
  /** Counts a network address rather than an account or number (see ADDRESS_LIMIT_FACTOR). */
  perAddress?: boolean;
}

/**
 * Multiplies every per-address limit. 1 in production; the end-to-end suite sets RATE_LIMIT_ADDRESS_FACTOR because all
 * its players share 127.0.0.1, where a real network would give them different addresses.
 */
const ADDRESS_LIMIT_FACTOR = Math.max(1, Number(process.env.RATE_LIMIT_ADDRESS_FACTOR ?? 1) || 1);

function limitOf(rule: RateRule): number {
  return rule.perAddress ? rule.limit * ADDRESS_LIMIT_FACTOR : rule.limit;
}

const MINUTE = 60_000;

/**
 * Failed password logins of one account from one address. Strangers elsewhere cannot fill it, so it may be tight; the
 * owner's own address is only at risk from a guesser sharing it.
 */
export const loginPerAccountAddress = (account: string, ip: string): RateRule => ({
  bucket: `login-fail:${account.toLowerCase()}:${ip}`,
  limit: 5,
  windowMs: 15 * MINUTE,
  scope: 'Too many failed logins for this account',
});
/**
 * Failed password logins of one account from anywhere: bounds guessing from many addresses. Anyone can fill it, so it
 * is far higher, and a correct password from a device that logged in before passes it (server/domain/login-devices.ts).
 */
export const loginPerAccount = (account: string): RateRule => ({
  bucket: `login-fail:${account.toLowerCase()}`,
  limit: 50,
  windowMs: 60 * MINUTE,
  scope: 'Too many failed logins for this account',
});
export const loginPerIp = (ip: string): RateRule => ({
  bucket: `login-ip:${ip}`,
  limit: 30,
  windowMs: 15 * MINUTE,
  scope: 'Too many login attempts from your network',
  perAddress: true,
});
export const registerPerIp = (ip: string): RateRule => ({
  bucket: `register-ip:${ip}`,
  limit: 20,
  windowMs: 60 * MINUTE,
  scope: 'Too many sign-ups from your network',
  perAddress: true,
});

export class RateLimitedError extends DomainError {
  constructor(
    scope: string,
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(429, `${scope}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    this.name = 'RateLimitedError';
  }
}

/**
 * Counts one attempt and throws RateLimitedError when it goes over the rule. The attempt is recorded before counting,
 * so parallel attempts see each other and cannot all slip under the limit. A refused attempt is not kept: it would
 * push the window out past the time the message promises. Returns the hit's id so a caller can forget it.
 */
export async function countAttempt(db: Database, rule: RateRule, now: number): Promise<number> {
  const windowStart = now - rule.windowMs;
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', rule.bucket).where('at', '<=', windowStart).execute();
  const hit = await db.insertInto('rate_limit_hits').values({ bucket: rule.bucket, at: now }).returning('id').executeTakeFirstOrThrow();
  const inWindow = await db
    .selectFrom('rate_limit_hits')
    .select(['id', 'at'])
    .where('bucket', '=', rule.bucket)
    .where('at', '>', windowStart)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const limit = limitOf(rule);
  if (inWindow.length <= limit) return hit.id;
  await forgetAttempt(db, hit.id);
  // Without this hit, n attempts remain; the next is allowed once the (n - limit + 1)th oldest has left the window.
  const others = inWindow.filter((row) => row.id !== hit.id);
  const freesUp = others[others.length - limit]!;
  throw new RateLimitedError(rule.scope, Math.ceil((freesUp.at + rule.windowMs - now) / 1000));
}

/**
 * Throws RateLimitedError when the rule is already at its limit, recording nothing. For rules that count only failures:
 * the caller checks first, then counts a failure with countAttempt. It must serialise the two (a row lock), or parallel
 * tries would all pass this check before any failure is counted.
 */
export async function assertUnderLimit(db: Database, rule: RateRule, now: number): Promise<void> {
  const inWindow = await db
    .selectFrom('rate_limit_hits')
    .select('at')
    .where('bucket', '=', rule.bucket)
    .where('at', '>', now - rule.windowMs)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const limit = limitOf(rule);
  if (inWindow.length < limit) return;
  const freesUp = inWindow[inWindow.length - limit]!;
  throw new RateLimitedError(rule.scope, Math.ceil((freesUp.at + rule.windowMs - now) / 1000));
}

export async function forgetAttempt(db: Database, hitId: number): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('id', '=', hitId).execute();
}

export async function clearAttempts(db: Database, rule: RateRule): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('bucket', '=', rule.bucket).execute();
}
