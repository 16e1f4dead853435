// The stored config row (preLogin's), read once for every part on screen that needs a field of it (the footer's
// licence, the lobby's catalogue version, the auth forms' bounds...): one Dexie live query, not one per part.
import { db, type ConfigRow } from '../db/database.ts';
import { LOADING, liveStore, useLiveStore } from './live-store.ts';

const configStore = liveStore(() => db.config.get('current'));

/**
 * What `select` picks from the config row (undefined before the first preLogin stored one); undefined while Dexie
 * answers. A part draws again only when its pick changes, so `select` should answer a field or a primitive.
 */
export const useConfigPick = <S>(select: (row: ConfigRow | undefined) => S): S | undefined =>
  useLiveStore(configStore, (row) => (row === LOADING ? undefined : select(row)));

/** The config row: undefined while Dexie answers and before the first preLogin stored one. */
export const useConfig = (): ConfigRow | undefined => useConfigPick((row) => row);
