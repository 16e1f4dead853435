// The game catalogue (types and games) as the app lists it; its version is the config's gameListVersion.
import type { Game, GameType } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import type { DB, GamesTable } from '../../db/schema.ts';
import type { Selectable, Transaction } from 'kysely';
import { readAppConfig, writeConfigValue } from '../app-config.ts';
import { notFound } from '../errors.ts';
import { providerFor } from './provider.ts';

type Db = Database | Transaction<DB>;

export async function catalogue(db: Database, now: number): Promise<{ version: string; types: GameType[]; games: Game[] }> {
  const version = (await readAppConfig(db, now)).gameListVersion;
  const types = await db.selectFrom('game_types').select(['id', 'name', 'sort']).where('status', '=', true).orderBy('sort').execute();
  const rows = await db.selectFrom('games').selectAll().where('status', '!=', 'off').orderBy('sort').execute();
  const typeIds = new Set(types.map((t) => t.id));
  return { version, types, games: rows.filter((r) => typeIds.has(r.type_id)).map(toGame) };
}

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
    rtp: row.rtp_bp,
    artSeed: row.art_seed,
    playable: providerFor(row.provider).playable,
  };
}

export async function gameRow(db: Db, gameId: number) {
  const row = await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
  if (!row || row.status === 'off') throw notFound('This game does not exist');
  return row;
}

/** Sets a game's status and bumps the catalogue version so apps refresh their copy. */
export async function setGameStatus(db: Database, gameId: number, status: 'on' | 'maintenance' | 'off', now: number): Promise<void> {
  const updated = await db.updateTable('games').set({ status }).where('id', '=', gameId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound('This game does not exist');
  await writeConfigValue(db, 'gameListVersion', `g${now}`);
}
