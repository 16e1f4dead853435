// The grid walk and the wheel, driven by a test clock: where the highlight is at each moment, where it lands, how
// long the wheel turns and where it stops, with and without reduced motion.
import { describe, expect, it } from 'vitest';
import {
  LAND_AFTER_INTERVAL_MS,
  litIndexAt,
  SLOW_AFTER_MS,
  SLOW_BY_MS,
  spinDuration,
  spinSchedule,
  STEP_MS,
} from '../../../../src/features/jackpot/spin-timing.ts';
import { sectorAngle, wheelAngleAt, wheelSpin, WHEEL_EXTRA_DEGREES } from '../../../../src/features/jackpot/wheel.ts';

const intervals = (at: number[]) => at.map((t, i) => t - (at[i - 1] ?? 0));

describe('grid spin schedule', () => {
  it.each([
    [0, 0],
    [0, 9],
    [3, 2],
    [9, 4],
  ])('from cell %i lands on cell %i once the interval passes 300 ms', (start, target) => {
    const schedule = spinSchedule(start, target, 10);
    const last = schedule[schedule.length - 1]!;
    expect(last.index).toBe(target);
    const gaps = intervals(schedule.map((s) => s.at));
    expect(gaps[gaps.length - 1]).toBeGreaterThan(LAND_AFTER_INTERVAL_MS);
    // It did not stop at an earlier pass over the target once slow enough.
    const earlier = schedule.slice(0, -1).filter((s, i) => s.index === target && gaps[i]! > LAND_AFTER_INTERVAL_MS);
    expect(earlier).toEqual([]);
  });

  it('steps every 80 ms for 3 s, then slows by 20 ms a step', () => {
    const schedule = spinSchedule(0, 5, 10);
    const gaps = intervals(schedule.map((s) => s.at));
    const fast = schedule.filter((s) => s.at <= SLOW_AFTER_MS).length;
    expect(gaps.slice(0, fast).every((g) => g === STEP_MS)).toBe(true);
    for (let i = fast + 1; i < gaps.length; i += 1) expect(gaps[i]! - gaps[i - 1]!).toBe(SLOW_BY_MS);
    expect(spinDuration(schedule)).toBeGreaterThan(SLOW_AFTER_MS);
  });

  it('a test clock reads the lit cell at any moment and the final cell after the end', () => {
    const schedule = spinSchedule(2, 7, 10);
    expect(litIndexAt(schedule, 2, 0)).toBe(2);
    expect(litIndexAt(schedule, 2, STEP_MS - 1)).toBe(2);
    expect(litIndexAt(schedule, 2, STEP_MS)).toBe(3);
    expect(litIndexAt(schedule, 2, STEP_MS * 3)).toBe(5);
    expect(litIndexAt(schedule, 2, spinDuration(schedule) + 10_000)).toBe(7);
  });

  it('with reduced motion walks straight to the prize in under a second', () => {
    const schedule = spinSchedule(8, 3, 10, true);
    expect(schedule[schedule.length - 1]!.index).toBe(3);
    expect(spinDuration(schedule)).toBeLessThan(1_000);
    expect(spinSchedule(3, 3, 10, true)).toHaveLength(10);
  });
});

describe('jackpot wheel', () => {
  it.each([0, 1, 2, 3])('tier %i: spins 4-6 s and stops at 1800 degrees plus its sector angle', (tier) => {
    for (const random of [0, 0.25, 0.5, 0.999999]) {
      const spin = wheelSpin(tier, random);
      expect(spin.durationMs).toBeGreaterThanOrEqual(4_000);
      expect(spin.durationMs).toBeLessThanOrEqual(6_000);
      expect(spin.finalAngle).toBe(WHEEL_EXTRA_DEGREES + sectorAngle(tier));
      expect(wheelAngleAt(spin, 0)).toBe(0);
      expect(wheelAngleAt(spin, spin.durationMs / 2)).toBeLessThan(spin.finalAngle);
      expect(wheelAngleAt(spin, spin.durationMs)).toBe(spin.finalAngle);
      expect(wheelAngleAt(spin, spin.durationMs + 5_000)).toBe(spin.finalAngle);
    }
    expect(sectorAngle(tier)).toBe(tier * 90);
  });

  it('with reduced motion lands on the same angle sooner', () => {
    const spin = wheelSpin(2, 0.7, true);
    expect(spin.durationMs).toBeLessThan(1_000);
    expect(spin.finalAngle).toBe(1800 + 180);
  });
});
