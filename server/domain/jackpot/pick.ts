// The draw's pick as a pure function of the prizes and a uniform integer source, so its odds can be checked over
// millions of simulated draws without a database. The server passes node:crypto's randomInt.
import type { JackpotPrize } from '../../../contract/calls/jackpot.ts';

/** Returns a uniform integer in [0, max). */
export type RandomInt = (max: number) => number;

/** The prize whose weight band holds the random number, or null when no prize has a positive weight. */
export function pickPrize(prizes: readonly JackpotPrize[], randomInt: RandomInt): JackpotPrize | null {
  const total = prizes.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
  if (total <= 0) return null;
  let r = randomInt(total);
  for (const prize of prizes) {
    if (prize.weight <= 0) continue;
    if (r < prize.weight) return prize;
    r -= prize.weight;
  }
  return null;
}
