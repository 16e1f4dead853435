// A prize wheel's motion, shared by the jackpot wheel and the spin wheel: sector i is drawn turned i sectors
// anticlockwise, so turning the wheel clockwise by i sectors (plus whole extra turns) brings it under the top pointer.
// Pure, so the landing and the timing are tested without a browser.

export interface WheelSpin {
  durationMs: number;
  finalAngle: number;
}

/** How far sector `index` is drawn from the top, anticlockwise, on a wheel of `sectors`. */
export const sectorAngle = (index: number, sectors: number): number => index * (360 / sectors);

/** A spin landing on `index`; `random` in [0, 1) picks the duration between min and max (both inclusive). */
export function landingSpin(index: number, sectors: number, extraDegrees: number, random: number, minMs: number, maxMs: number): WheelSpin {
  const durationMs = Math.min(maxMs, minMs + Math.floor(random * (maxMs - minMs + 1)));
  return { durationMs, finalAngle: extraDegrees + sectorAngle(index, sectors) };
}

/** The wheel's angle `elapsed` ms into the spin: a cubic ease-out that ends exactly on the final angle (at once for 0 ms). */
export function wheelAngleAt(spin: WheelSpin, elapsed: number): number {
  if (spin.durationMs <= 0) return spin.finalAngle;
  const p = Math.min(1, Math.max(0, elapsed / spin.durationMs));
  return spin.finalAngle * (1 - (1 - p) ** 3);
}
