// The jackpot wheel: four sectors (Mega, Major, Minor, Mini clockwise from the top), a spin of 4-6 s with 1800 degrees
// of extra rotation that ends with the won tier under the pointer. Pure, so the landing and timing are tested.

export const WHEEL_SECTORS = 4;
export const WHEEL_EXTRA_DEGREES = 1800;
export const WHEEL_MIN_MS = 4_000;
export const WHEEL_MAX_MS = 6_000;
export const REDUCED_WHEEL_MS = 600;
/** The jackpot amount popup closes by itself this long after it shows (SPEC section 9). */
export const AMOUNT_POPUP_MS = 2_000;

/** The rotation that brings sector `tier` (0 = Mega) under the top pointer: sector i is drawn i quarter-turns anticlockwise. */
export const sectorAngle = (tier: number): number => tier * (360 / WHEEL_SECTORS);

export interface WheelSpin {
  durationMs: number;
  finalAngle: number;
}

/** `random` is uniform in [0, 1); reduced motion keeps the landing and shortens the spin. */
export function wheelSpin(tier: number, random: number, reducedMotion = false): WheelSpin {
  const durationMs = reducedMotion ? REDUCED_WHEEL_MS : WHEEL_MIN_MS + Math.floor(random * (WHEEL_MAX_MS - WHEEL_MIN_MS + 1));
  return { durationMs: Math.min(durationMs, reducedMotion ? REDUCED_WHEEL_MS : WHEEL_MAX_MS), finalAngle: WHEEL_EXTRA_DEGREES + sectorAngle(tier) };
}

/** The wheel's angle `elapsed` ms into the spin: a cubic ease-out that ends exactly on the final angle. */
export function wheelAngleAt(spin: WheelSpin, elapsed: number): number {
  const p = Math.min(1, Math.max(0, elapsed / spin.durationMs));
  return spin.finalAngle * (1 - (1 - p) ** 3);
}
