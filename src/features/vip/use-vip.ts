// The VIP screens' reads (Dexie, live) and the two behaviours they share: a refresh when a player is known, and a
// debounced claim that opens the award modal with what it paid.
import { useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Award } from '../../../contract/entities.ts';
import { db, getKv } from '../../db/database.ts';
import type { Result } from '../../../contract/result.ts';
import { formatNumber, formatPercent } from '../../lib/i18n/format.ts';

export const useVipData = () => useLiveQuery(() => getKv('vipData'), [], null);
export const useVipAudit = () => useLiveQuery(() => getKv('vipAudit'), [], null);
export const useRebates = () => useLiveQuery(() => db.rebates.orderBy('type').toArray(), [], null);
export const useRebateLog = () => useLiveQuery(() => db.rebateLog.orderBy('id').reverse().toArray(), [], null);
export const useGameTypeNames = () =>
  useLiveQuery(async () => new Map((await db.gameTypes.toArray()).map((type) => [type.id, type.name])), [], new Map<number, string>());

const CLAIM_DEBOUNCE_MS = 300;

/** One claim at a time per screen, 300 ms debounce (SPEC section 9); the paid awards go to the award modal. */
export function useClaim() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<readonly Award[] | null>(null);
  const last = useRef(0);

  async function run(name: string, claim: () => Promise<Result<{ awards: Award[] }>>): Promise<boolean> {
    const at = Date.now();
    if (busy || at - last.current < CLAIM_DEBOUNCE_MS) return false;
    last.current = at;
    setBusy(name);
    const result = await claim();
    setBusy(null);
    if (!result.ok) {
      setError(result.msg);
      return false;
    }
    setError(null);
    setShown(result.data.awards);
    return true;
  }

  return { busy, error, shown, run, close: () => setShown(null) };
}

/** Basis points as a percentage, e.g. 25 -> "0.25%". */
export const formatRate = formatPercent;

export const formatExp = (exp: number): string => formatNumber(exp);

export { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
