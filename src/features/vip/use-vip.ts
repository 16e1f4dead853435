// The VIP screens' reads (Dexie, live) and their formats; the refresh once a player is known comes from lib.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, getKv } from '../../db/database.ts';
import { formatNumber, formatPercent } from '../../lib/i18n/format.ts';

export const useVipData = () => useLiveQuery(() => getKv('vipData'), [], null);
export const useVipAudit = () => useLiveQuery(() => getKv('vipAudit'), [], null);
export const useRebates = () => useLiveQuery(() => db.rebates.orderBy('type').toArray(), [], null);
export const useRebateLog = () => useLiveQuery(() => db.rebateLog.orderBy('id').reverse().toArray(), [], null);
export const useGameTypeNames = () =>
  useLiveQuery(async () => new Map((await db.gameTypes.toArray()).map((type) => [type.id, type.name])), [], new Map<number, string>());

/** Basis points as a percentage, e.g. 25 -> "0.25%". */
export const formatRate = formatPercent;

export const formatExp = (exp: number): string => formatNumber(exp);

export { isPlayer, useRefresh, useUser } from '../../lib/use-player.ts';
