// Outside providers as the operator configures them (game_providers) and their games (rows of `games` naming the
// provider's code). Adding, disabling or adding games moves gameListVersion, so apps refresh their catalogue.
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { writeConfigValue } from '../app-config.ts';
import { badInput, conflict, notFound } from '../errors.ts';
import { assertNotBanned } from '../games/banned.ts';
import { newProviderSecret, openSecret, sealSecret } from './secrets.ts';

/** Outside games get ids from here up, clear of the built-in games that later migrations add. */
const FIRST_OUTSIDE_GAME_ID = 100_000;
/** After a rotation the old secret still signs for this long, so calls already on their way are not refused. */
export const ROTATION_GRACE_MS = 60 * 60_000;

export interface NewProviderGame {
  slug: string;
  typeId: number;
  name: string;
}

export interface NewProvider {
  code: string;
  name: string;
  baseUrl: string;
  games: NewProviderGame[];
}

const bumpCatalogue = (db: Database, now: number) => writeConfigValue(db, 'gameListVersion', `g${now}`);
const artSeed = (slug: string) => createHash('sha256').update(slug).digest().readUInt32BE(0) % 100_000;

function checkBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badInput(`"${text}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badInput('The base URL must be http(s)');
  return url.toString();
}

/** Adds a provider and its games; returns the signing secret, which is shown this once and stored only encrypted. */
export async function addProvider(db: Database, provider: NewProvider, now: number): Promise<{ secret: string; games: number }> {
  assertNotBanned(provider.code, provider.name);
  for (const game of provider.games) assertNotBanned(game.slug, game.name);
  const baseUrl = checkBaseUrl(provider.baseUrl);
  const secret = newProviderSecret();
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('game_providers').select('code').where('code', '=', provider.code).executeTakeFirst();
    if (existing) throw conflict(`Provider ${provider.code} already exists`);
    await trx
      .insertInto('game_providers')
      .values({ code: provider.code, name: provider.name, secret_enc: sealSecret(secret), base_url: baseUrl, status: 'on', created_at: now })
      .execute();
    await insertGames(trx, provider.code, provider.games);
  });
  await bumpCatalogue(db, now);
  return { secret, games: provider.games.length };
}

async function insertGames(trx: Transaction<DB>, code: string, games: NewProviderGame[]) {
  if (games.length === 0) return;
  const top = await trx
    .selectFrom('games')
    .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('sort').as('sort')])
    .executeTakeFirstOrThrow();
  let id = Math.max(Number(top.id ?? 0) + 1, FIRST_OUTSIDE_GAME_ID);
  let sort = Number(top.sort ?? 0) + 1;
  const types = new Set((await trx.selectFrom('game_types').select('id').execute()).map((t) => t.id));
  for (const game of games) {
    if (!types.has(game.typeId)) throw badInput(`Game type ${game.typeId} does not exist`);
    const taken = await trx.selectFrom('games').select('id').where('slug', '=', game.slug).executeTakeFirst();
    if (taken) throw conflict(`A game with the code ${game.slug} already exists`);
    await trx
      .insertInto('games')
      .values({
        id: id++,
        slug: game.slug,
        name: game.name,
        provider: code,
        type_id: game.typeId,
        tags: '',
        status: 'on',
        sort: sort++,
        rtp_bp: null,
        art_seed: artSeed(game.slug),
      })
      .execute();
  }
}

export async function listProviders(db: Database) {
  const rows = await db
    .selectFrom('game_providers as p')
    .select(['p.code', 'p.name', 'p.base_url', 'p.status', 'p.wallet_type', 'p.created_at'])
    .select((eb) =>
      eb
        .selectFrom('games')
        .select((g) => g.fn.countAll<number>().as('n'))
        .whereRef('games.provider', '=', 'p.code')
        .where('games.status', '!=', 'off')
        .as('games'),
    )
    .orderBy('p.code')
    .execute();
  return rows.map((r) => ({ ...r, games: Number(r.games ?? 0) }));
}

/** Turns a provider off: its games leave the catalogue and it can no longer launch or sign calls. */
export async function disableProvider(db: Database, code: string, now: number): Promise<void> {
  const updated = await db.updateTable('game_providers').set({ status: 'off' }).where('code', '=', code).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound(`No provider ${code}`);
  await bumpCatalogue(db, now);
}

/** A new secret; the old one keeps signing for ROTATION_GRACE_MS. Returns the new secret (shown once). */
export async function rotateProviderSecret(db: Database, code: string, now: number): Promise<string> {
  const row = await db.selectFrom('game_providers').select('secret_enc').where('code', '=', code).executeTakeFirst();
  if (!row) throw notFound(`No provider ${code}`);
  const secret = newProviderSecret();
  await db
    .updateTable('game_providers')
    .set({ secret_enc: sealSecret(secret), previous_secret_enc: row.secret_enc, previous_until: now + ROTATION_GRACE_MS })
    .where('code', '=', code)
    .execute();
  return secret;
}

/** The secrets that sign for a provider that is on right now (the current one first); none for an unknown one. */
export async function signingSecrets(db: Database, code: string, now: number): Promise<string[]> {
  const row = await db
    .selectFrom('game_providers')
    .select(['secret_enc', 'previous_secret_enc', 'previous_until'])
    .where('code', '=', code)
    .where('status', '=', 'on')
    .executeTakeFirst();
  if (!row) return [];
  const secrets = [openSecret(row.secret_enc)];
  if (row.previous_secret_enc && row.previous_until !== null && row.previous_until > now) secrets.push(openSecret(row.previous_secret_enc));
  return secrets;
}
