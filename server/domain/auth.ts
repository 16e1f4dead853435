// Account registration and login: the config's bounds, argon2id hashes, per-account and per-IP attempt limits.
import { randomBytes } from 'node:crypto';
import type { SessionAnswer } from '../../contract/index.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { readAppConfig } from './app-config.ts';
import { badInput, conflict, isUniqueViolation, refused } from './errors.ts';
import { openPlayerAccount, PLAYER_MAIN } from './ledger.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clearAttempts, countAttempt, forgetAttempt, loginPerAccount, loginPerAccountAddress, loginPerIp, registerPerIp } from './rate-limit.ts';
import { isKnownDevice, rememberDevice } from './login-devices.ts';
import { createSession } from './sessions.ts';
import { loadPlayer } from './users.ts';
import { applyInvite } from './rewards/engine.ts';
import { sendWelcomeMail } from './welcome-mail.ts';
import { allowedInviter } from './agent/owner.ts';
import { grantSignUpBonus } from './activities/signup-bonus.ts';

export const LOGIN_FAILED = 'Account or password is incorrect';
export const ACCOUNT_TAKEN = 'That account name is taken';

export interface RegisterInput {
  account: string;
  password: string;
  nickname: string;
  pid: number;
  deviceId?: string | undefined;
}

function checkLength(field: string, value: string, min: number, max: number): void {
  if (value.length < min || value.length > max) {
    const range = min > 0 ? `${min} to ${max} characters` : `at most ${max} characters`;
    throw badInput(`${field} must be ${range}`);
  }
}

// Unambiguous upper-case letters and digits: invite codes are read aloud and typed on phones.
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newInviteCode(): string {
  return Array.from(randomBytes(8), (byte) => INVITE_ALPHABET[byte % INVITE_ALPHABET.length]).join('');
}

/** Inserts the player and their main account with a zero balance inside a transaction; returns the new user id. */
export interface NewPlayer {
  account: string;
  nickname: string;
  pid: number;
  passwordHash: string;
}

export async function insertPlayer(trx: Transaction<DB>, input: NewPlayer, now: number): Promise<number> {
  const user = await trx
    .insertInto('users')
    .values({
      account: input.account,
      password_hash: input.passwordHash,
      nickname: input.nickname,
      pid: input.pid,
      invite_code: newInviteCode(),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openPlayerAccount(trx, user.id, PLAYER_MAIN, now);
  await sendWelcomeMail(trx, user.id, now);
  await grantSignUpBonus(trx, user.id, now);
  if (input.pid > 0) await applyInvite(trx, { inviterId: input.pid, inviteeId: user.id, at: now });
  return user.id;
}

async function createPlayer(db: Database, input: NewPlayer, now: number): Promise<number> {
  try {
    return await db.transaction().execute((trx) => insertPlayer(trx, input, now));
  } catch (error) {
    if (isUniqueViolation(error, 'users_account_lower')) throw conflict(ACCOUNT_TAKEN);
    throw error;
  }
}

export async function register(db: Database, input: RegisterInput, ip: string, now: number): Promise<SessionAnswer> {
  const config = await readAppConfig(db, now);
  checkLength('Account', input.account, config.accountLengthMin, config.accountLengthMax);
  checkLength('Password', input.password, config.passwordLengthMin, config.passwordLengthMax);
  checkLength('Nickname', input.nickname, config.nicknameLengthMin, config.nicknameLengthMax);
  await countAttempt(db, registerPerIp(ip), now);
  // The default nickname is the account, cut to the nickname bound (accounts may be longer).
  const nickname = input.nickname || input.account.slice(0, config.nicknameLengthMax);
  const passwordHash = await hashPassword(input.password);
  const pid = await allowedInviter(db, input.pid, { deviceId: input.deviceId });
  const userId = await createPlayer(db, { account: input.account, nickname, pid, passwordHash }, now);
  await rememberDevice(db, userId, input.deviceId, now);
  return openSession(db, userId, ip, now);
}

export interface LoginInput {
  account: string;
  password: string;
  /** The app's install id (the worker sends it); a device that logged in before passes the account-wide limit. */
  deviceId?: string;
}

/**
 * Three limits. Per address (all attempts) and per (account, address) (failures) stop a guesser on one network; the
 * account-wide one (failures) bounds guessing spread over many addresses. Failures are reserved before the password
 * is checked, so parallel guesses see each other, and given back on success, so only failures stay counted.
 * A correct password from a known device skips the account-wide limit: strangers elsewhere can fill it, and locking
 * the owner out is what they would want. It still meets the (account, address) limit, which only guesses from the
 * owner's own address can fill, and which keeps a stolen device id from guessing without bound from one address.
 * A guess from a known device with a wrong password counts like any other.
 */
export async function login(db: Database, input: LoginInput, ip: string, now: number): Promise<SessionAnswer> {
  const { account, password, deviceId } = input;
  await countAttempt(db, loginPerIp(ip), now);
  const pairRule = loginPerAccountAddress(account, ip);
  await countAttempt(db, pairRule, now);
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()))
    .executeTakeFirst();
  const ok = await verifyPassword(user?.password_hash, password);
  const owner = ok && user !== undefined && (await isKnownDevice(db, user.id, deviceId));
  // Answered 429 over the limit whether the password was right or not, so a held account is no oracle.
  const accountHit = owner ? null : await countAttempt(db, loginPerAccount(account), now);
  if (!user || !ok) throw refused(LOGIN_FAILED);
  // Success clears this address's failures for the account (its own reserved one included), as before.
  await clearAttempts(db, pairRule);
  if (accountHit !== null) await forgetAttempt(db, accountHit);
  await rememberDevice(db, user.id, deviceId, now);
  return openSession(db, user.id, ip, now);
}

export async function openSession(db: Database, userId: number, ip: string, now: number): Promise<SessionAnswer> {
  const { token, expiresAt } = await createSession(db, userId, ip, now);
  const player = await loadPlayer(db, userId, now);
  return { token, expiresAt, userInfo: player.info };
}
