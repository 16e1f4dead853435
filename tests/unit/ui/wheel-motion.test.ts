// The shared wheel motion: every spin lands with its sector under the pointer after the extra turns, lasts between
// its bounds, eases out to exactly the final angle, and a 0 ms spin (reduced motion) is there at once.
import { describe, expect, it } from 'vitest';
import { landingSpin, sectorAngle, wheelAngleAt } from '../../../src/ui/wheel-motion.ts';

describe('wheel motion', () => {
  it.each([0, 3, 7])('an eight-sector spin onto sector index %i lands on it after five extra turns', (index) => {
    const spin = landingSpin(index, 8, 1800, 0.5, 4_000, 6_000);
    expect(spin.finalAngle).toBe(1800 + index * 45);
    expect(spin.finalAngle % 360).toBe(sectorAngle(index, 8));
    expect(wheelAngleAt(spin, spin.durationMs)).toBe(spin.finalAngle);
    expect(wheelAngleAt(spin, spin.durationMs + 500)).toBe(spin.finalAngle);
  });

  it('lasts 4-6 s whatever the random number, and moves fastest first', () => {
    expect(landingSpin(0, 8, 1800, 0, 4_000, 6_000).durationMs).toBe(4_000);
    expect(landingSpin(0, 8, 1800, 0.999_999, 4_000, 6_000).durationMs).toBe(6_000);
    const spin = landingSpin(2, 8, 1800, 0.5, 4_000, 6_000);
    const firstTenth = wheelAngleAt(spin, spin.durationMs / 10);
    const lastTenth = spin.finalAngle - wheelAngleAt(spin, (spin.durationMs * 9) / 10);
    expect(firstTenth).toBeGreaterThan(lastTenth * 10);
  });

  it('a 0 ms spin is at its final angle at once', () => {
    expect(wheelAngleAt({ durationMs: 0, finalAngle: 1935 }, 0)).toBe(1935);
  });
});
