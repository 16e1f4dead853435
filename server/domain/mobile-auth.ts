// Mobile ways in: SMS code sending, register by mobile, SMS login (one and two factors) and password reset by SMS.
import type { SessionAnswer, SmsPurpose } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { readAppConfig } from './app-config.ts';
import { insertPlayer, openSession } from './auth.ts';
import { allowedInviter } from './agent/owner.ts';
import { rememberDevice } from './login-devices.ts';
import { badInput, conflict, isUniqueViolation, refused } from './errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { countAttempt, loginPerIp, registerPerIp } from './rate-limit.ts';
import { revokeUserSessions } from './sessions.ts';
import { CODE_WRONG, consumeCode, issueCode, type IssuedCode } from './sms/codes.ts';

export const MOBILE_TAKEN = 'That mobile number is already registered';
export const MOBILE_LOGIN_FAILED = 'Mobile number or code is incorrect';
export const MOBILE_LOGIN2_FAILED = 'Mobile number, code or password is incorrect';
export const BIND_NEEDS_LOGIN = 'Log in to link a mobile number';

export function checkLength(field: string, value: string, min: number, max: number): void {
  if (value.length < min || value.length > max) {
    const range = min > 0 ? `${min} to ${max} characters` : `at most ${max} characters`;
    throw badInput(`${field} must be ${range}`);
  }
}

export async function checkPasswordBounds(db: Database, password: string, now: number): Promise<void> {
  const config = await readAppConfig(db, now);
  checkLength('Password', password, config.passwordLengthMin, config.passwordLengthMax);
}

export async function findUserByMobile(db: Database, mobile: string) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('mobile', '=', mobile).executeTakeFirst();
}

export interface SmsSendInput {
  purpose: SmsPurpose;
  mobile: string;
  ip: string;
  now: number;
  userId: number | null;
  log: (line: string) => void;
}

export async function sendSmsCode(db: Database, input: SmsSendInput): Promise<IssuedCode & { mobile: string }> {
  const owner = await findUserByMobile(db, input.mobile);
  let deliver = true;
  if (input.purpose === 'register' && owner) throw conflict(`${MOBILE_TAKEN}. Log in instead.`);
  if (input.purpose === 'bind') {
    if (input.userId === null) throw refused(BIND_NEEDS_LOGIN);
    if (owner && owner.id !== input.userId) throw conflict('That mobile number belongs to another player');
  }
  if (input.purpose === 'login' || input.purpose === 'forget') deliver = owner !== undefined;
  const issued = await issueCode(db, { mobile: input.mobile, purpose: input.purpose, ip: input.ip, now: input.now, deliver, log: input.log });
  return { mobile: input.mobile, ...issued };
}

export interface MobileRegisterInput {
  mobile: string;
  code: string;
  password: string;
  nickname: string;
  pid: number;
  deviceId?: string | undefined;
}

export async function registerByMobile(db: Database, input: MobileRegisterInput, ip: string, now: number): Promise<SessionAnswer> {
  const config = await readAppConfig(db, now);
  checkLength('Password', input.password, config.passwordLengthMin, config.passwordLengthMax);
  checkLength('Nickname', input.nickname, config.nicknameLengthMin, config.nicknameLengthMax);
  await countAttempt(db, registerPerIp(ip), now);
  if (await findUserByMobile(db, input.mobile)) throw conflict(MOBILE_TAKEN);
  if (!(await consumeCode(db, input.mobile, 'register', input.code, now))) throw refused(CODE_WRONG);
  const nickname = input.nickname || `Player${input.mobile.slice(-4)}`.slice(0, config.nicknameLengthMax);
  const passwordHash = await hashPassword(input.password);
  const pid = await allowedInviter(db, input.pid, { deviceId: input.deviceId, mobile: input.mobile });
  let userId: number;
  try {
    userId = await db.transaction().execute(async (trx) => {
      const id = await insertPlayer(trx, { account: '', nickname, pid, passwordHash }, now);
      await trx.updateTable('users').set({ mobile: input.mobile }).where('id', '=', id).execute();
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_mobile')) throw conflict(MOBILE_TAKEN);
    throw error;
  }
  await rememberDevice(db, userId, input.deviceId, now);
  return openSession(db, userId, ip, now);
}

/** One factor: the code alone. Unknown numbers never got a code, so they fail the same way as a wrong code. */
export async function loginBySms(db: Database, mobile: string, code: string, ip: string, now: number): Promise<SessionAnswer> {
  await countAttempt(db, loginPerIp(ip), now);
  const ok = await consumeCode(db, mobile, 'login', code, now);
  const user = await findUserByMobile(db, mobile);
  if (!ok || !user) throw refused(MOBILE_LOGIN_FAILED);
  return openSession(db, user.id, ip, now);
}

/** Two factors: the code (counted like any code) and the password; one message whichever is wrong. */
export async function loginBySmsAndPassword(
  db: Database,
  input: { mobile: string; code: string; password: string },
  ip: string,
  now: number,
): Promise<SessionAnswer> {
  await countAttempt(db, loginPerIp(ip), now);
  const codeOk = await consumeCode(db, input.mobile, 'login', input.code, now);
  const user = await findUserByMobile(db, input.mobile);
  // A player without a password (social sign-up) has '' here, which never verifies.
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!codeOk || !user || !passwordOk) throw refused(MOBILE_LOGIN2_FAILED);
  return openSession(db, user.id, ip, now);
}

/** Sets a new password with a `forget` code and logs the player out on every device. */
export async function resetPasswordBySms(db: Database, input: { mobile: string; code: string; password: string }, now: number): Promise<void> {
  await checkPasswordBounds(db, input.password, now);
  const ok = await consumeCode(db, input.mobile, 'forget', input.code, now);
  const user = await findUserByMobile(db, input.mobile);
  if (!ok || !user) throw refused(CODE_WRONG);
  const passwordHash = await hashPassword(input.password);
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
  await revokeUserSessions(db, user.id, now);
}
