// What a logged-in player adds to their ways in: a password (set or change), an account name, social links, and the /auth/info details.
import type { SocialProvider, UserInfo } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { readAppConfig } from './app-config.ts';
import { ACCOUNT_TAKEN } from './auth.ts';
import { conflict, isUniqueViolation, notFound, refused } from './errors.ts';
import { checkLength, checkPasswordBounds, MOBILE_TAKEN } from './mobile-auth.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clearAttempts, countAttempt, type RateRule } from './rate-limit.ts';
import { CODE_WRONG, consumeCode } from './sms/codes.ts';
import { PROVIDER_NAMES, verifyIdToken } from './social/providers.ts';
import { revokeOtherSessions } from './sessions.ts';
import { loadPlayer } from './users.ts';

export const OLD_PASSWORD_WRONG = 'The current password is incorrect';
export const PASSWORD_WRONG = 'The password is incorrect';

const passwordChecks = (userId: number): RateRule => ({
  bucket: `password-check:${userId}`,
  limit: 5,
  windowMs: 15 * 60_000,
  scope: 'Too many wrong passwords',
});

async function me(db: Database, userId: number) {
  return db.selectFrom('users').select(['id', 'account', 'password_hash', 'mobile']).where('id', '=', userId).executeTakeFirstOrThrow();
}

async function info(db: Database, userId: number, now: number): Promise<{ userInfo: UserInfo }> {
  return { userInfo: (await loadPlayer(db, userId, now)).info };
}

/** Checks the player's current password, counting wrong ones per player. */
async function confirmPassword(db: Database, userId: number, hash: string, password: string, message: string, now: number): Promise<void> {
  const rule = passwordChecks(userId);
  await countAttempt(db, rule, now);
  if (!(await verifyPassword(hash, password))) throw refused(message);
  await clearAttempts(db, rule);
}

/** Sets the first password or, with the current one, changes it; every other session of the player is logged out. */
export async function setPassword(db: Database, caller: { userId: number; sessionId: number }, input: { password: string; oldPassword?: string }, now: number) {
  await checkPasswordBounds(db, input.password, now);
  const user = await me(db, caller.userId);
  if (user.password_hash !== '') {
    if (!input.oldPassword) throw refused('Enter your current password');
    await confirmPassword(db, user.id, user.password_hash, input.oldPassword, OLD_PASSWORD_WRONG, now);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    await revokeOtherSessions(trx, user.id, caller.sessionId, now);
  });
  return info(db, user.id, now);
}

/** An account name for a player who has none; an existing password must be confirmed, a missing one is set. */
export async function bindAccountName(db: Database, userId: number, input: { account: string; password: string }, now: number) {
  const config = await readAppConfig(db, now);
  checkLength('Account', input.account, config.accountLengthMin, config.accountLengthMax);
  const user = await me(db, userId);
  if (user.account !== '') throw conflict('You already have an account name');
  let passwordHash = user.password_hash;
  if (passwordHash !== '') await confirmPassword(db, user.id, passwordHash, input.password, PASSWORD_WRONG, now);
  else {
    checkLength('Password', input.password, config.passwordLengthMin, config.passwordLengthMax);
    passwordHash = await hashPassword(input.password);
  }
  try {
    await db.updateTable('users').set({ account: input.account, password_hash: passwordHash }).where('id', '=', user.id).where('account', '=', '').execute();
  } catch (error) {
    if (isUniqueViolation(error, 'users_account_lower')) throw conflict(ACCOUNT_TAKEN);
    throw error;
  }
  return info(db, user.id, now);
}

export async function bindSocial(db: Database, userId: number, provider: SocialProvider, idToken: string, now: number, nonce?: string) {
  const name = PROVIDER_NAMES[provider];
  const identity = await verifyIdToken(provider, idToken, now, nonce);
  try {
    await db
      .insertInto('user_social_links')
      .values({ user_id: userId, provider, subject: identity.subject, name: identity.name.slice(0, 64), email: identity.email.slice(0, 254), created_at: now })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, 'user_social_links_subject')) throw conflict(`That ${name} account is linked to another player`);
    if (isUniqueViolation(error)) throw conflict(`${name} is already bound. Unbind it first.`);
    throw error;
  }
  return info(db, userId, now);
}

/** Unbinds only when another way in remains: account + password, a mobile number (SMS login), or another provider. */
export async function unbindSocial(db: Database, userId: number, provider: SocialProvider, now: number) {
  const name = PROVIDER_NAMES[provider];
  const user = await me(db, userId);
  const links = await db.selectFrom('user_social_links').select('provider').where('user_id', '=', userId).execute();
  if (!links.some((link) => link.provider === provider)) throw notFound(`${name} is not bound`);
  const otherWays = (user.account !== '' && user.password_hash !== '' ? 1 : 0) + (user.mobile !== '' ? 1 : 0) + links.length - 1;
  if (otherWays === 0) throw conflict(`Bind another way in before unbinding ${name}`);
  await db.deleteFrom('user_social_links').where('user_id', '=', userId).where('provider', '=', provider).execute();
  return info(db, userId, now);
}

/** /auth/info: nickname, a mobile number proven by its `bind` code, and the register notice (checked by the contract). */
export async function completeInfo(db: Database, userId: number, input: { nickname: string; mobile: string; code: string }, now: number) {
  const config = await readAppConfig(db, now);
  checkLength('Nickname', input.nickname, Math.max(1, config.nicknameLengthMin), config.nicknameLengthMax);
  const owner = await db.selectFrom('users').select('id').where('mobile', '=', input.mobile).executeTakeFirst();
  if (owner && owner.id !== userId) throw conflict(MOBILE_TAKEN);
  if (!(await consumeCode(db, input.mobile, 'bind', input.code, now))) throw refused(CODE_WRONG);
  try {
    await db.updateTable('users').set({ nickname: input.nickname, mobile: input.mobile, info_pending: false }).where('id', '=', userId).execute();
  } catch (error) {
    if (isUniqueViolation(error, 'users_mobile')) throw conflict(MOBILE_TAKEN);
    throw error;
  }
  return info(db, userId, now);
}
