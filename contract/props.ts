// Prop ids of SPEC section 3 and the one function that says what an id is.

export type PropKind =
  | 'percentCoupon'
  | 'fixedCoupon'
  | 'giveCoupon'
  | 'diamondCoupon'
  | 'lotteryCoupon'
  | 'coin'
  | 'points'
  | 'liveness'
  | 'diamond'
  | 'newYear'
  | 'lottery'
  | 'jackpot'
  | 'unknown';

const RANGES: ReadonlyArray<readonly [number, number, PropKind]> = [
  [1001, 1099, 'percentCoupon'],
  [1201, 1299, 'fixedCoupon'],
  [1301, 1399, 'giveCoupon'],
  [100001, 100005, 'diamondCoupon'],
  [110001, 110005, 'lotteryCoupon'],
  [2001, 2001, 'coin'],
  [2002, 2002, 'points'],
  [4001, 4001, 'liveness'],
  [60001, 60001, 'diamond'],
  [40001, 40004, 'newYear'],
  [80001, 80003, 'lottery'],
  [50000, 50005, 'jackpot'],
];

export const PROP = { coin: 2001, points: 2002, liveness: 4001, diamond: 60001 } as const;

export type JackpotTier = 'Mega' | 'Major' | 'Minor' | 'Mini';
const JACKPOT_TIERS: Record<number, JackpotTier> = { 50001: 'Mega', 50002: 'Major', 50003: 'Minor', 50004: 'Mini' };

export interface PropInfo {
  id: number;
  kind: PropKind;
  /** Position inside its range, from 1 (e.g. 1005 is the 5th percent coupon). */
  index: number;
  /** For jackpot awards 50001-50004, the tier. */
  tier?: JackpotTier;
  /** True when the count is money in hundredths. */
  isMoney: boolean;
}

export function describeProp(id: number): PropInfo {
  for (const [from, to, kind] of RANGES) {
    if (id >= from && id <= to) {
      const info: PropInfo = { id, kind, index: id - from + 1, isMoney: kind === 'coin' || kind === 'jackpot' };
      const tier = JACKPOT_TIERS[id];
      if (tier) info.tier = tier;
      return info;
    }
  }
  return { id, kind: 'unknown', index: 0, isMoney: false };
}
