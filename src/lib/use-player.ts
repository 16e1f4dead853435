// What the reward screens (bonus, VIP, tasks) share: the stored player, whether it is a logged-in one, and "load these
// once a player is known" with the first failure's message for the screen's error line. The player row and the red-dot
// flags are held in memory (live stores) while any part on screen shows them.
import { useEffect, useState } from 'react';
import type { Result } from '../../contract/result.ts';
import { db, type FlagsRow, type UserRow } from '../db/database.ts';
import { LOADING, liveStore, useLiveStore } from './live-store.ts';

/** The player row and the red-dot flags, each read once for every screen part that shows them. */
const userStore = liveStore(() => db.user.get('me'));
const flagsStore = liveStore(() => db.flags.get('me'));

const rowOrNull = <T>(value: T | typeof LOADING): T | null => (value === LOADING ? null : value);

/** The stored player row: null while Dexie answers, undefined when there is none. */
export const useUser = (): UserRow | null | undefined => useLiveStore(userStore, rowOrNull);

export const isPlayer = (user: { id: number } | null | undefined): boolean => user != null && user.id !== 0;

/** Whether a player is logged in (undefined while Dexie answers): a part that needs no more draws only when it flips. */
export const useIsPlayer = (): boolean | undefined => useLiveStore(userStore, (user) => (user === LOADING ? undefined : isPlayer(user)));

/** The logged-in player's id, 0 for a visitor (undefined while Dexie answers). */
export const usePlayerId = (): number | undefined => useLiveStore(userStore, (user) => (user === LOADING ? undefined : user && isPlayer(user) ? user.id : 0));

/** The stored red-dot flags: undefined while Dexie answers or when there are none. */
export const useFlags = (): FlagsRow | undefined => useLiveStore(flagsStore, (flags) => (flags === LOADING ? undefined : flags));

/**
 * Runs `loads` when `enabled` turns true and again whenever `key` changes; answers the first failure's message (null
 * when all went well). The loads are fixed per screen, so they are not a dependency.
 */
export function useRefresh(enabled: boolean, loads: Array<() => Promise<Result<unknown>>>, key: unknown = 0): string | null {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void Promise.all(loads.map((load) => load())).then((results) => {
      const failed = results.find((r) => !r.ok);
      if (live) setError(failed && !failed.ok ? failed.msg : null);
    });
    return () => {
      live = false;
    };
    // The loads are fixed per screen (see above): a new array each render must not refresh again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, key]);
  return error;
}
