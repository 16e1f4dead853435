// Keno: the hypergeometric chances, each paytable's exact return, and a million simulated draws.
import { describe, expect, it } from 'vitest';
import { drawKeno, exactKenoRtp, hitChance, KENO_PAYS, KENO_RTP, kenoPayout } from '../../../server/games/keno/rules.ts';
import { seededRng } from '../../../server/games/rng.ts';
import { POINTS, simulateReturn } from './sim.ts';

describe('Keno 40', () => {
  it('has hit chances that sum to 1 and paytables returning 96.98% to 97.13%', () => {
    for (let picks = 1; picks <= 10; picks += 1) {
      let total = 0;
      for (let h = 0; h <= picks; h += 1) total += hitChance(picks, h);
      expect(total).toBeCloseTo(1, 12);
      expect(KENO_PAYS[picks]).toHaveLength(picks + 1);
      expect(exactKenoRtp(picks)).toBeGreaterThanOrEqual(KENO_RTP);
      expect(exactKenoRtp(picks)).toBeLessThan(0.9715);
    }
    expect(hitChance(1, 1)).toBeCloseTo(0.25, 12);
    expect(KENO_RTP).toBe(0.9698);
  });

  it('draws ten different numbers from 1 to 40', () => {
    const rng = seededRng(6);
    for (let i = 0; i < 1000; i += 1) {
      const drawn = drawKeno(rng);
      expect(new Set(drawn).size).toBe(10);
      expect(drawn.every((n) => n >= 1 && n <= 40)).toBe(true);
    }
  });

  it('a million draws hit five picks as often as the hypergeometric chances say', () => {
    const rng = seededRng(10);
    const order = new Uint8Array(40);
    const picks = [3, 11, 19, 27, 35];
    const N = 1_000_000;
    const hits = new Array<number>(6).fill(0);
    for (let i = 0; i < N; i += 1) {
      const drawn = drawKeno(rng, order);
      let h = 0;
      for (const p of picks) if (drawn.includes(p)) h += 1;
      hits[h]! += 1;
    }
    hits.forEach((n, h) => {
      const p = hitChance(5, h);
      expect(Math.abs(n / N - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / N) + 1e-6);
    });
  });

  it('four million two-pick draws (the bench’s typical round) return the declared figure', () => {
    const rng = seededRng(10);
    const order = new Uint8Array(40);
    const { mean, se } = simulateReturn(4_000_000, () => {
      const drawn = drawKeno(rng, order);
      return kenoPayout(100, 2, (drawn.includes(7) ? 1 : 0) + (drawn.includes(30) ? 1 : 0)) / 100;
    });
    expect(Math.abs(mean - exactKenoRtp(2))).toBeLessThan(Math.min(POINTS, 4 * se));
    expect(Math.abs(mean - KENO_RTP)).toBeLessThan(POINTS);
  });
});
