// The stored activity entries, read once for every part on screen that shows them or decides on them (home's tiles,
// the start modals, the floating jackpot button, the bonus hub): one Dexie live query, not one per part.
import { db, type ActivityRow } from '../db/database.ts';
import { LOADING, liveStore, useLiveStore } from './live-store.ts';

const activitiesStore = liveStore(() => db.activities.toArray());

/** The stored activities, undefined while Dexie answers. */
export const useActivities = (): ActivityRow[] | undefined => useLiveStore(activitiesStore, (rows) => (rows === LOADING ? undefined : rows));
