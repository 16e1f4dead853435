// One-time SMS codes in `sms_codes` (salted hash, 5-minute life, one per mobile and purpose) and wrong-code locks in `sms_locks`.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { readAppConfig } from '../app-config.ts';
import { DomainError } from '../errors.ts';
import { countAttempt, forgetAttempt, RateLimitedError, type RateRule } from '../rate-limit.ts';
import { SmsSendError } from './gateways.ts';
import { recordInTestSink, smsProvider } from './provider.ts';

export const CODE_TTL_MS = 5 * 60_000;
export const MAX_WRONG_TRIES = 5;
export const LOCK_MS = 15 * 60_000;
export const RESEND_AFTER_MS = 60_000;
const HOUR = 60 * 60_000;

export const CODE_WRONG = 'The code is wrong or has expired';
export const SMS_NOT_SENT = 'We could not send the SMS just now. Please try again.';
const LOCKED_SCOPE = 'Too many wrong codes for this number';

/** Per purpose: a player who just registered may still ask for a reset code at once. */
export const smsPerNumberMinute = (mobile: string, purpose: string): RateRule => ({
  bucket: `sms-number-min:${mobile}:${purpose}`,
  limit: 1,
  windowMs: RESEND_AFTER_MS,
  scope: 'A code was just sent to this number',
});
export const smsPerNumberHour = (mobile: string): RateRule => ({
  bucket: `sms-number-hour:${mobile}`,
  limit: 5,
  windowMs: HOUR,
  scope: 'Too many codes sent to this number',
});
export const smsPerIp = (ip: string): RateRule => ({
  bucket: `sms-ip:${ip}`,
  limit: 10,
  windowMs: HOUR,
  scope: 'Too many codes requested from your network',
  perAddress: true,
});

function hashCode(code: string, salt: string): string {
  return `${salt}:${createHmac('sha256', salt).update(code).digest('hex')}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt = ''] = stored.split(':');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function assertNotLocked(db: Database, mobile: string, now: number): Promise<void> {
  const lock = await db.selectFrom('sms_locks').select('locked_until').where('mobile', '=', mobile).executeTakeFirst();
  if (lock && lock.locked_until > now) throw new RateLimitedError(LOCKED_SCOPE, Math.ceil((lock.locked_until - now) / 1000));
}

export interface IssuedCode {
  codeLength: number;
  expiresAt: number;
  resendAt: number;
}

/** Counts the send against the number and the address, replaces any live code of that purpose and sends the new one. */
export async function issueCode(
  db: Database,
  args: { mobile: string; purpose: string; ip: string; now: number; deliver: boolean; log: (line: string) => void },
): Promise<IssuedCode> {
  const { mobile, purpose, ip, now } = args;
  await assertNotLocked(db, mobile, now);
  const hits = [
    await countAttempt(db, smsPerIp(ip), now),
    await countAttempt(db, smsPerNumberMinute(mobile, purpose), now),
    await countAttempt(db, smsPerNumberHour(mobile), now),
  ];
  const config = await readAppConfig(db, now);
  const codeLength = Math.max(4, config.smsCodeLengthMax);
  const expiresAt = now + CODE_TTL_MS;
  const result = { codeLength, expiresAt, resendAt: now + RESEND_AFTER_MS };
  // An unregistered number asking for a login or reset code gets the same answer and no SMS.
  if (!args.deliver) return result;
  const code = Array.from({ length: codeLength }, () => randomInt(10)).join('');
  const codeHash = hashCode(code, randomBytes(16).toString('hex'));
  await db
    .insertInto('sms_codes')
    .values({ mobile, purpose, code_hash: codeHash, created_at: now, expires_at: expiresAt, wrong_tries: 0 })
    .onConflict((oc) => oc.columns(['mobile', 'purpose']).doUpdateSet({ code_hash: codeHash, created_at: now, expires_at: expiresAt, wrong_tries: 0 }))
    .execute();
  const minutes = CODE_TTL_MS / 60_000;
  const text = `Your PisoWin code is ${code}. It expires in ${minutes} minutes. Never share it.`;
  try {
    await smsProvider().send({ mobile, purpose, code, text }, args.log);
  } catch (error) {
    if (!(error instanceof SmsSendError)) throw error;
    // The player never got this code: it must not work, and asking again must not cost a send from their limits.
    await db.deleteFrom('sms_codes').where('mobile', '=', mobile).where('purpose', '=', purpose).where('code_hash', '=', codeHash).execute();
    for (const hit of hits) await forgetAttempt(db, hit);
    throw new DomainError(502, SMS_NOT_SENT);
  }
  recordInTestSink({ mobile, purpose, code, at: now });
  return result;
}

/**
 * Uses up the live code of (mobile, purpose) when `code` is it. A wrong code is counted; the fifth kills the code and
 * locks the number for 15 minutes (RateLimitedError). Returns false for a wrong, expired or missing code.
 */
export async function consumeCode(db: Database, mobile: string, purpose: string, code: string, now: number): Promise<boolean> {
  await assertNotLocked(db, mobile, now);
  const row = await db
    .selectFrom('sms_codes')
    .select(['code_hash', 'expires_at'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return false;
  if (codeMatches(row.code_hash, code)) {
    // Deleting by the hash read makes the use single: of two parallel requests with the right code only one deletes it.
    const used = await db
      .deleteFrom('sms_codes')
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .where('code_hash', '=', row.code_hash)
      .executeTakeFirst();
    return Number(used.numDeletedRows) === 1;
  }
  const counted = await db
    .updateTable('sms_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .returning('wrong_tries')
    .executeTakeFirst();
  if (counted && counted.wrong_tries >= MAX_WRONG_TRIES) {
    await db.deleteFrom('sms_codes').where('mobile', '=', mobile).execute();
    const lockedUntil = now + LOCK_MS;
    await db
      .insertInto('sms_locks')
      .values({ mobile, locked_until: lockedUntil })
      .onConflict((oc) => oc.column('mobile').doUpdateSet({ locked_until: lockedUntil }))
      .execute();
    throw new RateLimitedError(LOCKED_SCOPE, LOCK_MS / 1000);
  }
  return false;
}
