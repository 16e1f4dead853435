// Rocket Crash: the crash point's distribution gives every cash-out 97%; a million rounds agree.
import { describe, expect, it } from 'vitest';
import { CRASH_RTP, crashPayout, crashPoint, MAX_CRASH } from '../../../server/games/crash-instant/rules.ts';
import { seededRng } from '../../../server/games/rng.ts';
import { POINTS, simulateReturn } from './sim.ts';

describe('Rocket Crash', () => {
  it('crashes at 1.00x or more, never above the cap, and reaches c with chance 0.97 / c', () => {
    const rng = seededRng(1);
    const N = 1_000_000;
    const targets = [101, 150, 200, 1000];
    const reached = targets.map(() => 0);
    let low = Infinity;
    let high = 0;
    for (let i = 0; i < N; i += 1) {
      const c = crashPoint(rng);
      low = Math.min(low, c);
      high = Math.max(high, c);
      targets.forEach((t, k) => {
        if (c >= t) reached[k]! += 1;
      });
    }
    expect(low).toBe(100);
    expect(high).toBeLessThanOrEqual(MAX_CRASH);
    targets.forEach((t, k) => {
      const p = 97 / t;
      expect(Math.abs(reached[k]! / N - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / N));
    });
  });

  it('a cash-out pays only when the rocket reaches it', () => {
    expect(crashPayout(100, 200, 200)).toBe(200);
    expect(crashPayout(100, 201, 200)).toBe(0);
    expect(crashPayout(150, 133, 500)).toBe(199);
  });

  it('a million rounds at 2.00x return 97%', () => {
    const rng = seededRng(2);
    const { mean, se } = simulateReturn(1_000_000, () => crashPayout(100, 200, crashPoint(rng)) / 100);
    expect(Math.abs(mean - CRASH_RTP)).toBeLessThan(Math.min(POINTS, 4 * se));
  });
});
