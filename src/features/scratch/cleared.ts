// When a scratched card shows its prize: once about half of the cover is cleared. The canvas is sampled (every
// SAMPLE_STEP-th pixel's alpha), so the check stays cheap enough to run after each stroke on a phone.
import { SCRATCH_REVEAL_SHARE } from '../../../contract/calls/scratch.ts';

/** A pixel whose cover is at most this opaque counts as cleared (the brush's soft edge leaves faint pixels). */
const CLEARED_ALPHA = 32;
export const SAMPLE_STEP = 8;

/** The share (0..1) of alpha values that are cleared; an empty array counts as fully covered. */
export function clearedShare(alpha: ArrayLike<number>): number {
  if (alpha.length === 0) return 0;
  let cleared = 0;
  for (let i = 0; i < alpha.length; i += 1) if ((alpha[i] ?? 255) <= CLEARED_ALPHA) cleared += 1;
  return cleared / alpha.length;
}

export const isHalfCleared = (alpha: ArrayLike<number>): boolean => clearedShare(alpha) >= SCRATCH_REVEAL_SHARE;

/** Every `step`-th pixel's alpha out of canvas RGBA bytes. */
export function sampleAlpha(rgba: ArrayLike<number>, step = SAMPLE_STEP): number[] {
  const out: number[] = [];
  for (let i = 3; i < rgba.length; i += 4 * step) out.push(rgba[i] ?? 255);
  return out;
}
