// The points exchange rule, run twice: the exchange form checks an amount before it is sent, and the server checks it
// again before it takes the points. Points that make ₱1.00 (`pointsPerPeso`) are config, so both read them from the
// exchange info. Amounts of coin are hundredths of a peso.

export interface ExchangeBounds {
  minPoints: number;
  maxPoints: number;
  pointsPerPeso: number;
  /** Points the player holds, when the caller knows them; the server takes the points under a lock instead. */
  held?: number;
}

export type ExchangeProblem =
  { kind: 'whole' } | { kind: 'min'; min: number } | { kind: 'max'; max: number } | { kind: 'step'; step: number } | { kind: 'held'; held: number };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Coin (hundredths) that `points` make, rounded down: the worth shown beside a balance or an amount typed so far. */
export const pesoValue = (points: number, pointsPerPeso: number): number => Math.floor((points * 100) / pointsPerPeso);

/** Coin (hundredths) for exactly `points`, or the step points must be a multiple of when the rate leaves a fraction. */
export function coinFor(points: number, pointsPerPeso: number): { coin: number } | { step: number } {
  const hundredths = points * 100;
  if (hundredths % pointsPerPeso !== 0) return { step: pointsPerPeso / gcd(100, pointsPerPeso) };
  return { coin: hundredths / pointsPerPeso };
}

/** Why `points` cannot be exchanged, the first reason a player should fix; null when they can. */
export function exchangeProblem(points: number, bounds: ExchangeBounds): ExchangeProblem | null {
  if (!Number.isInteger(points) || points <= 0) return { kind: 'whole' };
  if (points < bounds.minPoints) return { kind: 'min', min: bounds.minPoints };
  if (points > bounds.maxPoints) return { kind: 'max', max: bounds.maxPoints };
  const value = coinFor(points, bounds.pointsPerPeso);
  if ('step' in value) return { kind: 'step', step: value.step };
  if (bounds.held !== undefined && points > bounds.held) return { kind: 'held', held: bounds.held };
  return null;
}
