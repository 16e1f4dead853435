// Social sign-in: a verified ID token logs in its linked player, or creates a new one who must complete /auth/info.
import type { SessionAnswer, SocialProvider } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { readAppConfig } from '../app-config.ts';
import { insertPlayer, openSession } from '../auth.ts';
import { isUniqueViolation } from '../errors.ts';
import { countAttempt, registerPerIp } from '../rate-limit.ts';
import { exchangeLineCode, verifyIdToken, type VerifiedIdentity } from './providers.ts';

export interface SocialSession extends SessionAnswer {
  isNew: boolean;
  needsInfo: boolean;
}

async function linkedPlayer(db: Database, provider: SocialProvider, subject: string) {
  return db
    .selectFrom('user_social_links as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.info_pending'])
    .where('l.provider', '=', provider)
    .where('l.subject', '=', subject)
    .executeTakeFirst();
}

async function createSocialPlayer(db: Database, provider: SocialProvider, identity: VerifiedIdentity, now: number): Promise<number> {
  const config = await readAppConfig(db, now);
  const nickname = identity.name.trim().slice(0, config.nicknameLengthMax);
  return db.transaction().execute(async (trx) => {
    // No account name and no password: the player signs in with the provider until they bind others.
    const id = await insertPlayer(trx, { account: '', nickname, pid: 0, passwordHash: '' }, now);
    await trx.updateTable('users').set({ info_pending: true }).where('id', '=', id).execute();
    await trx
      .insertInto('user_social_links')
      .values({ user_id: id, provider, subject: identity.subject, name: identity.name.slice(0, 64), email: identity.email.slice(0, 254), created_at: now })
      .execute();
    return id;
  });
}

export async function socialLogin(db: Database, provider: SocialProvider, idToken: string, ip: string, now: number, nonce?: string): Promise<SocialSession> {
  const identity = await verifyIdToken(provider, idToken, now, nonce);
  const known = await linkedPlayer(db, provider, identity.subject);
  if (known) return { ...(await openSession(db, known.id, ip, now)), isNew: false, needsInfo: known.info_pending };
  await countAttempt(db, registerPerIp(ip), now);
  try {
    const userId = await createSocialPlayer(db, provider, identity, now);
    return { ...(await openSession(db, userId, ip, now)), isNew: true, needsInfo: true };
  } catch (error) {
    // The same first sign-in sent twice at once: the other request created the player.
    if (!isUniqueViolation(error, 'user_social_links_subject')) throw error;
    const raced = await linkedPlayer(db, provider, identity.subject);
    if (!raced) throw error;
    return { ...(await openSession(db, raced.id, ip, now)), isNew: false, needsInfo: raced.info_pending };
  }
}

export interface LineCode {
  code: string;
  nonce: string;
  redirectUri: string;
}

/** LINE's web flow: the code is exchanged for an ID token, which then signs in exactly as lineLogin does (plus its nonce). */
export async function lineLoginByCode(db: Database, body: LineCode, ip: string, now: number): Promise<SocialSession> {
  const idToken = await exchangeLineCode(body.code, body.redirectUri);
  return socialLogin(db, 'line', idToken, ip, now, body.nonce);
}
