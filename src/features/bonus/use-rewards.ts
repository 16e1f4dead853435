// Rewards reads from Dexie for the bonus screens, and the refreshes a screen asks for when it opens.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, getKv } from '../../db/database.ts';

export const useMyRewards = () => useLiveQuery(() => getKv('myRewards'), [], undefined);
export const useCoupons = () => useLiveQuery(() => db.coupons.toArray(), [], undefined);
export const useWallet = () => useLiveQuery(() => getKv('wallet'), [], undefined);

/** Usable give coupons: free credit waiting to be claimed (the reward tab's red dot). */
export const useClaimableCount = () =>
  useLiveQuery(
    () =>
      db.coupons
        .where('state')
        .equals('usable')
        .filter((c) => c.kind === 'give' && c.expireTime > Date.now())
        .count(),
    [],
    0,
  );

export { isPlayer, useFlags, useRefresh, useUser } from '../../lib/use-player.ts';
