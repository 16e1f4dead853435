// Player sessions in the `sessions` table. A token is 32 random bytes; only its SHA-256 is stored.
import { randomBytes, hash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface ActiveSession {
  sessionId: number;
  userId: number;
}

export const hashToken = (token: string) => hash('sha256', token, 'hex');

export async function createSession(db: Database, userId: number, ip: string, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_TTL_MS;
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: expiresAt, last_seen_at: now, ip })
    .execute();
  return { token, expiresAt };
}

/** The session a token opens, or null when it is unknown, expired or revoked. */
export async function resolveToken(db: Database, token: string, now: number): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { sessionId: row.id, userId: row.user_id } : null;
}

/**
 * One round trip for what every signed-in call checks first: the maintenance switch (app_config) and the session a
 * token opens (null when unknown, expired or revoked), with when it expires. Takes the token's hash.
 */
export async function resolveTokenAndMaintenance(
  db: Database,
  tokenHash: string,
  now: number,
  maintenanceKey: string,
): Promise<{ session: ActiveSession | null; expiresAt: number; maintenance: unknown }> {
  const { rows } = await sql<{ maintenance: unknown; id: number | null; user_id: number | null; expires_at: number | null }>`
    SELECT (SELECT value FROM app_config WHERE key = ${maintenanceKey}) AS maintenance, s.id, s.user_id, s.expires_at
    FROM (SELECT 1) AS one
    LEFT JOIN sessions AS s ON s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now}`.execute(db);
  const row = rows[0];
  const session = row?.id != null && row.user_id != null ? { sessionId: Number(row.id), userId: Number(row.user_id) } : null;
  return { session, expiresAt: Number(row?.expires_at ?? 0), maintenance: row?.maintenance };
}

// A game session ends with its app session (sessionFor also checks); ending it here keeps the launch rows honest.
export async function revokeSession(db: Database, sessionId: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    await trx.updateTable('game_launches').set({ ended_at: now }).where('app_session_id', '=', sessionId).where('ended_at', 'is', null).execute();
  });
}

/** Revokes every live session of a player and ends their game sessions; returns how many app sessions were live. */
export async function revokeUserSessions(db: Database, userId: number, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    await trx.updateTable('game_launches').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
    return Number(result.numUpdatedRows);
  });
}

/** A password change: every other session of the player ends, with its game sessions, inside the caller's transaction. */
export async function revokeOtherSessions(trx: Transaction<DB>, userId: number, keepSessionId: number, now: number): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '<>', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('game_launches')
    .set({ ended_at: now })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('app_session_id', 'is', null), eb('app_session_id', '<>', keepSessionId)]))
    .where('ended_at', 'is', null)
    .execute();
}
