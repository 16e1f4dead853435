// Reads the cached catalogue and asks the worker to refresh it when the config's gameListVersion moves.
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import type { Game, GameType } from '../../../contract/calls/games.ts';
import { useConfigPick } from '../../lib/use-config.ts';

/** Asks the worker for a fresh catalogue whenever the config names a new game list version. */
export function useCatalogueRefresh(): void {
  const version = useConfigPick((config) => config?.gameListVersion ?? '');
  useEffect(() => {
    if (version !== undefined) void api.games.refreshCatalogue();
  }, [version]);
}

export function useCatalogue(): { games: Game[]; types: GameType[]; loaded: boolean } {
  useCatalogueRefresh();
  const games = useLiveQuery(() => db.games.orderBy('sort').toArray(), [], undefined);
  const types = useLiveQuery(() => db.gameTypes.orderBy('sort').toArray(), [], []);
  return { games: games ?? [], types, loaded: games !== undefined };
}

export function useLikes(): Set<number> {
  const likes = useLiveQuery(() => db.gameLikes.toArray(), [], []);
  return new Set(likes.map((l) => l.gameId));
}
