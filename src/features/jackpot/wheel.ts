// The jackpot wheel: four sectors (Mega, Major, Minor, Mini clockwise from the top), a spin of 4-6 s with 1800 degrees
// of extra rotation that ends with the won tier under the pointer. Pure, so the landing and timing are tested; the
// motion itself is the shared one of src/ui/wheel-motion.ts.
import { landingSpin, sectorAngle as sharedSectorAngle, wheelAngleAt as sharedWheelAngleAt, type WheelSpin } from '../../ui/wheel-motion.ts';

export const WHEEL_SECTORS = 4;
export const WHEEL_EXTRA_DEGREES = 1800;
export const WHEEL_MIN_MS = 4_000;
export const WHEEL_MAX_MS = 6_000;
export const REDUCED_WHEEL_MS = 600;
/** The jackpot amount popup closes by itself this long after it shows (SPEC section 9). */
export const AMOUNT_POPUP_MS = 2_000;

/** The rotation that brings sector `tier` (0 = Mega) under the top pointer: sector i is drawn i quarter-turns anticlockwise. */
export const sectorAngle = (tier: number): number => sharedSectorAngle(tier, WHEEL_SECTORS);

export type { WheelSpin };

/** `random` is uniform in [0, 1); reduced motion keeps the landing and shortens the spin. */
export function wheelSpin(tier: number, random: number, reducedMotion = false): WheelSpin {
  if (reducedMotion) return { durationMs: REDUCED_WHEEL_MS, finalAngle: WHEEL_EXTRA_DEGREES + sectorAngle(tier) };
  return landingSpin(tier, WHEEL_SECTORS, WHEEL_EXTRA_DEGREES, random, WHEEL_MIN_MS, WHEEL_MAX_MS);
}

/** The wheel's angle `elapsed` ms into the spin: a cubic ease-out that ends exactly on the final angle. */
export const wheelAngleAt = sharedWheelAngleAt;
