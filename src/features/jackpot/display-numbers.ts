// The jackpot figures on screen move every 6 s to a random value inside the band the server sends for each pool
// (at most the pool, and no lower than its spread below it), so a shown figure never promises more than is there.
import type { Section } from '../../../contract/calls/jackpot.ts';

export const DISPLAY_REFRESH_MS = 6_000;
export const WINNER_TICKER_MS = 2_000;

/** A whole amount in [min, max]; `random` is uniform in [0, 1). A band upside down shows its max. */
export function displayValue(section: Section, random: number): number {
  if (section.max <= section.min) return section.max;
  return Math.min(section.max, section.min + Math.floor(random * (section.max - section.min + 1)));
}
