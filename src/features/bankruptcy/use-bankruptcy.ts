// The bankruptcy gift's reads (Dexie, live), its countdown, and the refresh after a countdown ends or a claim:
// the gift info and the activity ids again (SPEC section 4).
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { bankruptCountdown } from '../../../contract/bankrupt-rules.ts';
import { getKv } from '../../db/database.ts';
import { api } from '../../lib/api.ts';

export const useBankruptGift = () => useLiveQuery(() => getKv('bankruptGift'), [], null);
export const useVipShowType = (level: number) => useLiveQuery(async () => (await getKv('vipData'))?.appVipMap[String(level)]?.showType ?? null, [level], null);

/** Re-reads the gift info and the activities; answers the new info's result. */
export async function refreshGift() {
  const [result] = await Promise.all([api.bankrupt.load(), api.startUp.refreshActivities()]);
  return result;
}

/** Ms left on the modal's countdown (SPEC: canReceiveLastMs, else gift2LastMs), ticking each second; null when none runs. */
export function useGiftCountdown(stored: { info: Parameters<typeof bankruptCountdown>[0]; fetchedAt: number } | null | undefined): {
  field: 'canReceiveLastMs' | 'gift2LastMs';
  left: number;
} | null {
  const [now, setNow] = useState(() => Date.now());
  const countdown = stored ? bankruptCountdown(stored.info) : null;
  const endsAt = countdown && stored ? stored.fetchedAt + countdown.ms : null;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  if (!countdown || endsAt === null) return null;
  return { field: countdown.field, left: Math.max(0, endsAt - now) };
}
