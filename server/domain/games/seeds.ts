// The player's provably-fair seed pair: the active one (hash shown, seed secret) and its nonce; rotation reveals it.
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../errors.ts';
import { hashSeed, newClientSeed, newServerSeed } from './fair.ts';
import type { Value } from '../../db/rows.ts';

export interface ActiveSeed {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The active pair, locked, created on first use. */
export async function activeSeed(trx: Transaction<DB>, userId: number, now: number, clientSeed?: string): Promise<ActiveSeed> {
  const select = () =>
    trx
      .selectFrom('game_seeds')
      .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .where('user_id', '=', userId)
      .where('revealed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  let row = await select();
  if (!row) {
    const serverSeed = newServerSeed();
    await trx
      .insertInto('game_seeds')
      .values({
        user_id: userId,
        server_seed: serverSeed,
        server_seed_hash: hashSeed(serverSeed),
        client_seed: clientSeed ?? newClientSeed(),
        created_at: now,
        revealed_at: null,
      })
      .onConflict((oc) => oc.column('user_id').where('revealed_at', 'is', null).doNothing())
      .execute();
    row = (await select())!;
  }
  return { id: row.id, serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce };
}

/** Takes the next nonce of the active pair for a round: one statement, which also locks the pair, once it exists. */
export async function takeNonce(trx: Transaction<DB>, userId: number, now: number): Promise<ActiveSeed> {
  const taken = await trx
    .updateTable('game_seeds')
    .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
    .where('user_id', '=', userId)
    .where('revealed_at', 'is', null)
    .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', (eb) => eb('nonce', '-', 1).as('nonce')])
    .executeTakeFirst();
  if (taken) return { id: taken.id, serverSeed: taken.server_seed, serverSeedHash: taken.server_seed_hash, clientSeed: taken.client_seed, nonce: taken.nonce };
  const seed = await activeSeed(trx, userId, now);
  await trx
    .updateTable('game_seeds')
    .set({ nonce: seed.nonce + 1 })
    .where('id', '=', seed.id)
    .execute();
  return seed;
}

/** The player's active pair as one JSON value (seedOf reads it; null before the first round makes it), read without a lock. */
export const activeSeedColumn = (userId: Value<number>) =>
  sql`(SELECT row_to_json(s) FROM (SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM game_seeds
    WHERE user_id = ${userId}::bigint AND revealed_at IS NULL) AS s)`;

export function seedOf(row: { id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number } | null): ActiveSeed | null {
  return row
    ? { id: Number(row.id), serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce) }
    : null;
}

/**
 * The WITH item `seeds_held (id)` of a statement of many rounds drawn from pairs read without a lock (a batch of
 * spins): of `rounds` (a FROM item `p (seed_id, nonce)`), the pairs still unrevealed at the nonce read, locked in id
 * order. A pair another transaction changed since (a round, a rotation) is left out if its nonce moved or it was
 * revealed, and one another transaction holds is left out at once (SKIP LOCKED); the statement opens no round from it.
 */
export const seedsHeldAtNonce = (rounds: RawBuilder<unknown>) =>
  sql`seeds_held AS MATERIALIZED (
    SELECT g.id FROM game_seeds g JOIN ${rounds} ON g.id = p.seed_id AND g.nonce = p.nonce AND g.revealed_at IS NULL
    ORDER BY g.id FOR UPDATE OF g SKIP LOCKED)`;

/** Takes the nonce of each of `rounds` (a FROM item `r (seed_id)` of pairs held by seedsHeldAtNonce), as one write. */
export const noncesTaken = (rounds: RawBuilder<unknown>) =>
  sql`UPDATE game_seeds SET nonce = game_seeds.nonce + 1 FROM ${rounds} WHERE game_seeds.id = r.seed_id`;

export interface Rotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonces: number };
  next: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/**
 * Reveals the active server seed and starts a new pair (with the player's new client seed, if given). Refused while
 * a round drawn from the seed is open (real or try-it): its outcome would be public. The seed row is locked first and
 * every start takes its nonce under the same lock, so no round can open between the check and the reveal.
 */
export async function rotateSeed(trx: Transaction<DB>, userId: number, now: number, clientSeed?: string): Promise<Rotation> {
  const old = await activeSeed(trx, userId, now);
  const open = await trx.selectFrom('game_rounds').select('id').where('seed_id', '=', old.id).where('state', '=', 'open').executeTakeFirst();
  if (open) throw conflict('Finish your open round before you change seeds');
  await trx.updateTable('game_seeds').set({ revealed_at: now }).where('id', '=', old.id).execute();
  const next = await activeSeed(trx, userId, now, clientSeed ?? old.clientSeed);
  return {
    revealed: { serverSeed: old.serverSeed, serverSeedHash: old.serverSeedHash, clientSeed: old.clientSeed, nonces: old.nonce },
    next: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
  };
}
