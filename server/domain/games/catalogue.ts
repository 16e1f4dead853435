// The game catalogue (types and games) as the app lists it; its version is the config's gameListVersion. It lists only
// games that open: built-in ones, and those of outside providers an operator configured and left on.
import type { Game, GameType } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { DB, GamesTable } from '../../db/schema.ts';
import type { Selectable, Transaction } from 'kysely';
import { readAppConfig, writeConfigValue } from '../app-config.ts';
import { notFound, refused } from '../errors.ts';
import { isBannedGame } from './banned.ts';
import { BUILTIN_PROVIDER } from './provider.ts';

type Db = Database | Transaction<DB>;

export async function catalogue(db: Database, now: number): Promise<{ version: string; types: GameType[]; games: Game[] }> {
  const version = (await readAppConfig(db, now)).gameListVersion;
  const types = await db.selectFrom('game_types').select(['id', 'name', 'sort']).where('status', '=', true).orderBy('sort').execute();
  // A game played from its own activity screen (the coin pusher) is not a lobby tile.
  const rows = await offered(db).selectAll('games').where('games.listed', '=', true).orderBy('games.sort').orderBy('games.id').execute();
  const typeIds = new Set(types.map((t) => t.id));
  return { version, types, games: rows.filter((r) => typeIds.has(r.type_id) && !isBanned(r)).map(toGame) };
}

/** Games that are not off and whose provider is built-in or configured and on. */
function offered(db: Db) {
  return db
    .selectFrom('games')
    .where('games.status', '!=', 'off')
    .where((eb) =>
      eb.or([
        eb('games.provider', '=', BUILTIN_PROVIDER),
        eb.exists(
          eb
            .selectFrom('game_providers')
            .select('game_providers.code')
            .whereRef('game_providers.code', '=', 'games.provider')
            .where('game_providers.status', '=', 'on'),
        ),
      ]),
    );
}

const isBanned = (row: Selectable<GamesTable>) => isBannedGame(row.slug, row.name, row.tags, row.provider);

function toGame(row: Selectable<GamesTable>): Game {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    provider: row.provider,
    typeId: row.type_id,
    tags: row.tags ? row.tags.split(',') : [],
    status: row.status === 'maintenance' ? 'maintenance' : 'on',
    sort: row.sort,
    // Known only for the built-in games' own maths; an outside game shows none rather than a figure we cannot back.
    rtp: row.provider === BUILTIN_PROVIDER ? row.rtp_bp : null,
    artSeed: row.art_seed,
  };
}

/** A game the operator paused (status maintenance): what every way into it answers. */
export const gamePaused = (name: string) => refused(`${name} is under maintenance. Please try again later.`);

export async function gameRow(db: Db, gameId: number) {
  const row = await offered(db).selectAll('games').where('games.id', '=', gameId).executeTakeFirst();
  if (!row || isBanned(row)) throw notFound('This game does not exist');
  return row;
}

/**
 * A games row read along with something else (a built-in game's call reads it with its launch), with gameRow's checks
 * and no query of its own; null when only gameRow's query can tell (an outside provider's game).
 */
export function builtinGameRow(row: Selectable<GamesTable>): Selectable<GamesTable> | null {
  if (row.provider !== BUILTIN_PROVIDER) return null;
  if (row.status === 'off' || isBanned(row)) throw notFound('This game does not exist');
  return row;
}

/** Sets a game's status and bumps the catalogue version so apps refresh their copy. */
export async function setGameStatus(db: Database, gameId: number, status: 'on' | 'maintenance' | 'off', now: number): Promise<void> {
  const updated = await db.updateTable('games').set({ status }).where('id', '=', gameId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound('This game does not exist');
  await writeConfigValue(db, 'gameListVersion', `g${now}`);
}
