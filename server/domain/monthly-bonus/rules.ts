// The monthly bonus's pure rules: the tier last month's figures reach (valid bet OR deposits), and the months.
import { manilaMonthKey } from '../../../contract/manila.ts';
import { nextManilaMonthStart } from '../vip/common.ts';

export interface Tier {
  tier: number;
  minBet: number;
  minDeposit: number;
}

/** The highest tier whose valid bet or deposit minimum the figures reach; 0 when none. */
export function tierReached(tiers: readonly Tier[], bet: number, deposit: number): number {
  return tiers.reduce((best, t) => (t.tier > best && (bet >= t.minBet || deposit >= t.minDeposit) ? t.tier : best), 0);
}

/** The Manila month before the one of `ms`, 'YYYY-MM'. */
export function previousMonthKey(ms: number): string {
  const manila = new Date(ms + 8 * 3_600_000);
  return manilaMonthKey(Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth() - 1, 15));
}

export { nextManilaMonthStart };
