// The player's own profile: nickname and avatar, other details, inviter binding, safebox password, VIP progress.
import type { UserOther } from '../../contract/index.ts';
import { manilaDayKey } from '../../contract/manila.ts';
import { nicknameProblem } from '../../contract/nickname.ts';
import type { Database } from '../db/database.ts';
import { readAppConfig } from './app-config.ts';
import { DomainError } from './errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { assertUnderLimit, countAttempt, type RateRule } from './rate-limit.ts';
import { applyInvite } from './rewards/engine.ts';
import { assertInviter } from './agent/owner.ts';

const MINUTE = 60_000;

/** Whether "YYYY-MM-DD" names a real calendar day. */
export function isRealDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && y >= 1900;
}

/** Full years between a birth date and today's Manila date. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function checkBirthDate(birthDate: string, now: number): void {
  if (!isRealDate(birthDate)) throw new DomainError(400, 'Enter a real birth date');
  if (birthDate > manilaDayKey(now)) throw new DomainError(400, 'The birth date cannot be in the future');
}

export async function updateProfile(db: Database, userId: number, input: { nickname?: string | undefined; avatar?: string | undefined }, now: number) {
  const config = await readAppConfig(db, now);
  const changes: { nickname?: string; avatar?: string } = {};
  if (input.nickname !== undefined) {
    const length = [...input.nickname].length;
    const min = config.nicknameLengthMin;
    const max = config.nicknameLengthMax;
    if (length < min || length > max) throw new DomainError(400, `Nickname must be ${min} to ${max} characters`);
    const problem = nicknameProblem(input.nickname);
    if (problem) throw new DomainError(400, problem);
    changes.nickname = input.nickname;
  }
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  if (Object.keys(changes).length > 0) await db.updateTable('users').set(changes).where('id', '=', userId).execute();
  return db.selectFrom('users').select(['nickname', 'avatar']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function readUserOther(db: Database, userId: number): Promise<UserOther> {
  const row = await db.selectFrom('user_details').select(['real_name', 'birth_date', 'email', 'address']).where('user_id', '=', userId).executeTakeFirst();
  return { realName: row?.real_name ?? '', birthDate: row?.birth_date ?? '', email: row?.email ?? '', address: row?.address ?? '' };
}

/** Changes only the fields sent: a form that shows one field must not blank the others. */
export async function updateUserOther(db: Database, userId: number, input: Partial<UserOther>, now: number): Promise<UserOther> {
  if (input.birthDate) checkBirthDate(input.birthDate, now);
  const merged = { ...(await readUserOther(db, userId)), ...definedFields(input) };
  const values = { real_name: merged.realName, birth_date: merged.birthDate, email: merged.email.toLowerCase(), address: merged.address, updated_at: now };
  await db
    .insertInto('user_details')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return readUserOther(db, userId);
}

function definedFields(input: Partial<UserOther>): Partial<UserOther> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/** Binds the inviter once. The inviter must be another existing player, not on this device nor this mobile number. */
export async function agentFill(db: Database, userId: number, pid: number, now: number, deviceId?: string): Promise<{ pid: number }> {
  if (pid === userId) throw new DomainError(400, 'You cannot invite yourself');
  const me = await db.selectFrom('users').select('mobile').where('id', '=', userId).executeTakeFirst();
  await assertInviter(db, pid, { userId, deviceId, mobile: me?.mobile });
  // One conditional update: two binds at once cannot both succeed.
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('users').set({ pid, pid_bound_at: now }).where('id', '=', userId).where('pid', '=', 0).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new DomainError(409, 'Your inviter is already set');
    await applyInvite(trx, { inviterId: pid, inviteeId: userId, at: now });
  });
  return { pid };
}

const safeboxTries = (userId: number): RateRule => ({
  bucket: `safebox-fail:${userId}`,
  limit: 5,
  windowMs: 15 * MINUTE,
  scope: 'Too many wrong safebox passwords',
});

async function checkSafeboxFormat(db: Database, password: string, now: number): Promise<void> {
  const { safeboxPasswordLength } = await readAppConfig(db, now);
  if (!new RegExp(`^\\d{${safeboxPasswordLength}}$`).test(password)) {
    throw new DomainError(400, `The safebox password is exactly ${safeboxPasswordLength} digits`);
  }
}

export async function setSafeboxPassword(db: Database, userId: number, password: string, now: number): Promise<void> {
  await checkSafeboxFormat(db, password, now);
  const hash = await hashPassword(password);
  const updated = await db.updateTable('users').set({ safebox_hash: hash }).where('id', '=', userId).where('safebox_hash', '=', '').executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new DomainError(409, 'Your safebox password is already set; change it instead');
}

/**
 * Checks a safebox password (for the safebox and withdrawals too). Only wrong tries are counted (5 in 15 minutes lock
 * it), so a player's parallel correct withdrawals never lock themselves out. The check, the verification and the count
 * of a wrong try run under the player's row lock: parallel guesses are checked one after the other, each wrong one
 * counted before it is answered, so no more than the limit are ever verified.
 * Throws 403 when no password is set or it is wrong.
 */
export async function verifySafeboxPassword(db: Database, userId: number, password: string, now: number): Promise<void> {
  const rule = safeboxTries(userId);
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('users').select('safebox_hash').where('id', '=', userId).forNoKeyUpdate().executeTakeFirstOrThrow();
    if (!row.safebox_hash) return 'unset';
    await assertUnderLimit(trx, rule, now);
    if (await verifyPassword(row.safebox_hash, password)) return 'right';
    await countAttempt(trx, rule, now);
    return 'wrong';
  });
  // Thrown after the commit, so the counted wrong try is kept.
  if (outcome === 'unset') throw new DomainError(403, 'Set a safebox password first');
  if (outcome === 'wrong') throw new DomainError(403, 'The safebox password is wrong');
}

export async function changeSafeboxPassword(db: Database, userId: number, oldPassword: string, password: string, now: number): Promise<void> {
  await checkSafeboxFormat(db, password, now);
  await verifySafeboxPassword(db, userId, oldPassword, now);
  await db
    .updateTable('users')
    .set({ safebox_hash: await hashPassword(password) })
    .where('id', '=', userId)
    .execute();
}

export async function vipProgress(db: Database, userId: number) {
  const user = await db.selectFrom('users').select(['vip', 'vip_exp']).where('id', '=', userId).executeTakeFirstOrThrow();
  const levels = await db.selectFrom('vip_levels').select(['level', 'experience']).orderBy('level').execute();
  const current = levels.find((l) => l.level === user.vip);
  const next = levels.find((l) => l.level > user.vip);
  return {
    vip: user.vip,
    vipExp: user.vip_exp,
    levelExp: current?.experience ?? 0,
    nextLevel: next?.level ?? null,
    nextExp: next?.experience ?? null,
  };
}
