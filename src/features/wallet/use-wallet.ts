// Wallet reads from Dexie for the screens, and the refresh a screen asks for when it opens.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import type { Failure, Result } from '../../../contract/result.ts';
import { appStatus } from '../../lib/app-status.ts';
import { useStore } from '../../lib/store.ts';

export const useWalletInfo = () => useLiveQuery(() => getKv('wallet'), [], undefined);
export const useCards = () => useLiveQuery(() => db.bankCards.orderBy('id').toArray(), [], undefined);
export const useRechargeTypes = () => useLiveQuery(() => db.rechargeTypes.orderBy('sort').toArray(), [], undefined);
export const useLastUsedChannel = () => useLiveQuery(async () => (await getKv('rechargeLastUsedId')) ?? null, [], null);
export const useWithdrawals = () => useLiveQuery(() => db.withdrawals.orderBy('id').reverse().toArray(), [], undefined);

/**
 * A refresh failure worth showing on a screen: none while the device is offline and the failure is the network's, as
 * the app's offline banner already says so once (the screen still shows what Dexie holds).
 */
export function useLoadError(failure: Failure | null): string | null {
  const { online } = useStore(appStatus);
  if (!failure) return null;
  return failure.reason === 'network' && !online ? null : failure.msg;
}

/** Refreshes what the wallet screens show; `key` changes (a return from the pay page) refresh again. */
export function useWalletRefresh(key: unknown, parts: { channels?: boolean; cards?: boolean; withdrawals?: boolean } = {}) {
  const [error, setError] = useState<Failure | null>(null);
  useEffect(() => {
    const jobs: Promise<Result<unknown>>[] = [api.wallet.refresh()];
    if (parts.channels) jobs.push(api.wallet.loadRechargeTypes());
    if (parts.cards) jobs.push(api.wallet.loadCards());
    if (parts.withdrawals) jobs.push(api.wallet.loadWithdrawals());
    void Promise.all(jobs).then((results) => {
      const failed = results.find((r): r is Failure => !r.ok);
      setError(failed ?? null);
    });
    // The parts are fixed per screen: only `key` asks for a new refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return useLoadError(error);
}
