// Wallet reads from Dexie for the screens, and the refresh a screen asks for when it opens.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import type { Result } from '../../../contract/result.ts';

export const useWalletInfo = () => useLiveQuery(() => getKv('wallet'), [], undefined);
export const useCards = () => useLiveQuery(() => db.bankCards.orderBy('id').toArray(), [], undefined);
export const useRechargeTypes = () => useLiveQuery(() => db.rechargeTypes.orderBy('sort').toArray(), [], undefined);
export const useLastUsedChannel = () => useLiveQuery(async () => (await getKv('rechargeLastUsedId')) ?? null, [], null);
export const useWithdrawals = () => useLiveQuery(() => db.withdrawals.orderBy('id').reverse().toArray(), [], undefined);

/** Refreshes what the wallet screens show; `key` changes (a return from the pay page) refresh again. */
export function useWalletRefresh(key: unknown, parts: { channels?: boolean; cards?: boolean; withdrawals?: boolean } = {}) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const jobs: Promise<Result<unknown>>[] = [api.wallet.refresh()];
    if (parts.channels) jobs.push(api.wallet.loadRechargeTypes());
    if (parts.cards) jobs.push(api.wallet.loadCards());
    if (parts.withdrawals) jobs.push(api.wallet.loadWithdrawals());
    void Promise.all(jobs).then((results) => {
      const failed = results.find((r) => !r.ok);
      setError(failed && !failed.ok ? failed.msg : null);
    });
    // The parts are fixed per screen: only `key` asks for a new refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return error;
}
