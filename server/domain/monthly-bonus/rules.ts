// The monthly bonus's pure rule: the tier last month's figures reach (valid bet OR deposits). Months come from
// contract/manila.ts.

export interface Tier {
  tier: number;
  minBet: number;
  minDeposit: number;
}

/** The highest tier whose valid bet or deposit minimum the figures reach; 0 when none. */
export function tierReached(tiers: readonly Tier[], bet: number, deposit: number): number {
  return tiers.reduce((best, t) => (t.tier > best && (bet >= t.minBet || deposit >= t.minDeposit) ? t.tier : best), 0);
}
