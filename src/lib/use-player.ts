// What the reward screens (bonus, VIP, tasks) share: the stored player, whether it is a logged-in one, and "load these
// once a player is known" with the first failure's message for the screen's error line.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Result } from '../../contract/result.ts';
import { db } from '../db/database.ts';

/** The stored player row: null while Dexie answers, undefined when there is none. */
export const useUser = () => useLiveQuery(() => db.user.get('me'), [], null);

export const isPlayer = (user: { id: number } | null | undefined): boolean => user != null && user.id !== 0;

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
