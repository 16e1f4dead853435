// Rewards reads from Dexie for the bonus screens, and the refreshes a screen asks for when it opens.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import type { Result } from '../../../contract/result.ts';

export const useUser = () => useLiveQuery(() => db.user.get('me'), [], null);
export const useFlags = () => useLiveQuery(() => db.flags.get('me'), [], undefined);
export const useMyRewards = () => useLiveQuery(() => getKv('myRewards'), [], undefined);
export const useCoupons = () => useLiveQuery(() => db.coupons.toArray(), [], undefined);
export const useWallet = () => useLiveQuery(() => getKv('wallet'), [], undefined);

/** Usable give coupons: free credit waiting to be claimed (the reward tab's red dot). */
export const useClaimableCount = () =>
  useLiveQuery(() => db.coupons.where('state').equals('usable').filter((c) => c.kind === 'give' && c.expireTime > Date.now()).count(), [], 0);

/** Runs the given loads once a player is known; answers the first failure's message (null when all went well). */
export function useRefresh(loggedIn: boolean, loads: Array<() => Promise<Result<unknown>>>): string | null {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void Promise.all(loads.map((load) => load())).then((results) => {
      const failed = results.find((r) => !r.ok);
      if (live) setError(failed && !failed.ok ? failed.msg : null);
    });
    return () => {
      live = false;
    };
    // The loads are fixed per screen: only logging in asks for a new refresh.
  }, [loggedIn]);
  return error;
}

export const isPlayer = (user: { id: number } | null | undefined): boolean => user != null && user.id !== 0;
