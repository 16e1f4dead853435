// The jackpot screens' reads (Dexie, live), the figures that re-randomise every 6 s within their bands, and how a
// prize reads on screen.
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { describeProp, PROP } from '../../../contract/props.ts';
import type { JackpotDrawInfo } from '../../../contract/calls/jackpot.ts';
import { getKv } from '../../db/database.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatMoney } from '../../lib/money.ts';
import { propName } from '../../lib/props.ts';
import { displayValue, DISPLAY_REFRESH_MS } from './display-numbers.ts';

export const useJackpotInfo = () => useLiveQuery(() => getKv('jackpotInfo'), [], null);
export const useJackpotLog = () => useLiveQuery(() => getKv('jackpotLog'), [], null);
export const useJackpotRank = () => useLiveQuery(() => getKv('jackpotRank'), [], null);

export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query?.matches ?? false);
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export interface Figures {
  total: number;
  tiers: [number, number, number, number];
}

function pickFigures(info: JackpotDrawInfo): Figures {
  const tiers = [info.megaJackpotSection, info.majorJackpotSection, info.minorJackpotSection, info.miniJackpotSection].map((s) =>
    displayValue(s, Math.random()),
  );
  // The total is the sum of what is shown, so the screen adds up.
  return { total: tiers.reduce((a, b) => a + b, 0), tiers: tiers as Figures['tiers'] };
}

/** The shown pool figures: a new draw inside each band every 6 s, and at once when the bands change. */
export function useDisplayFigures(info: JackpotDrawInfo | null | undefined): Figures | null {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), DISPLAY_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  const bands = info ? JSON.stringify([info.megaJackpotSection, info.majorJackpotSection, info.minorJackpotSection, info.miniJackpotSection]) : '';
  // A new info object with the same bands (every Dexie read) must not re-draw the figures; a new tick or band must.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (info ? pickFigures(info) : null), [bands, tick]);
}

/** "₱5.00", "20 Points", "Fixed bonus coupon #1 ×1", "Mega jackpot". */
export function prizeText(propId: number, count: number): string {
  const info = describeProp(propId);
  if (propId === PROP.coin) return formatMoney(count);
  if (info.kind === 'jackpot') return propName(info);
  if (propId === PROP.points) return `${formatNumber(count)} ${propName(info)}`;
  return `${propName(info)} ${t('award.count', { count: formatNumber(count) })}`;
}

export const tierName = (tier: string): string =>
  tier === 'Mega' || tier === 'Major' || tier === 'Minor' || tier === 'Mini' ? t(`jackpot.tier.${tier}`) : tier;
