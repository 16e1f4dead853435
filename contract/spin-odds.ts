// The spin wheel's odds as pure functions of its sectors: the weighted pick (given a uniform integer source, so the
// server passes node:crypto's randomInt and a test can run a million draws), each sector's chance in percent and the
// average award of one spin, which the rule page shows and the operator's `spin show` prints.
import type { Award } from './entities.ts';

export interface WeightedSector {
  sector: number;
  weight: number;
  awards: readonly Award[];
}

/** Returns a uniform integer in [0, max). */
export type RandomInt = (max: number) => number;

export const totalWeight = (sectors: readonly WeightedSector[]): number => sectors.reduce((sum, s) => sum + Math.max(0, s.weight), 0);

/** The sector whose weight band holds the random number, or null when no sector has a positive weight. */
export function pickSector<S extends WeightedSector>(sectors: readonly S[], randomInt: RandomInt): S | null {
  const total = totalWeight(sectors);
  if (total <= 0) return null;
  let r = randomInt(total);
  for (const sector of sectors) {
    if (sector.weight <= 0) continue;
    if (r < sector.weight) return sector;
    r -= sector.weight;
  }
  return null;
}

/** A sector's chance in percent (0 when the wheel has no weight at all). */
export const sectorPercent = (sectors: readonly WeightedSector[], weight: number): number => {
  const total = totalWeight(sectors);
  return total > 0 ? (Math.max(0, weight) / total) * 100 : 0;
};

/** The average count of each prop one spin pays (coin in hundredths), props in first-seen order. */
export function averageAwards(sectors: readonly WeightedSector[]): { id: number; count: number }[] {
  const total = totalWeight(sectors);
  const sums = new Map<number, number>();
  for (const s of sectors) for (const a of s.awards) sums.set(a.id, (sums.get(a.id) ?? 0) + Math.max(0, s.weight) * a.count);
  return total > 0 ? [...sums].map(([id, sum]) => ({ id, count: sum / total })) : [];
}

/** A wheel players can spin: at least one sector with a positive weight and something to pay. */
export const wheelConfigured = (sectors: readonly WeightedSector[]): boolean => sectors.some((s) => s.weight > 0 && s.awards.some((a) => a.count > 0));
