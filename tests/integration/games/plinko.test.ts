// Plinko: each board's exact return (binomial slots), the bounces' distribution and a million simulated drops.
import { describe, expect, it } from 'vitest';
import { dropSlot, exactPlinkoRtp, PLINKO_RTP, PLINKO_TABLES, plinkoPayout, RISKS, ROW_CHOICES } from '../../../server/games/plinko/rules.ts';
import { seededRng } from '../../../server/games/rng.ts';
import { POINTS, simulateReturn } from './sim.ts';

describe('Plinko', () => {
  it('has symmetric tables of rows + 1 slots, each returning 97.0% to 97.2%', () => {
    for (const rows of ROW_CHOICES)
      for (const risk of RISKS) {
        const t = PLINKO_TABLES[rows][risk];
        expect(t).toHaveLength(rows + 1);
        expect(t).toEqual([...t].reverse());
        const rtp = exactPlinkoRtp(rows, risk);
        expect(rtp).toBeGreaterThanOrEqual(PLINKO_RTP);
        expect(rtp).toBeLessThan(0.972);
      }
    expect(PLINKO_RTP).toBe(0.9702);
  });

  it('drops a million balls into binomial slots, and the returns agree with the exact figures', () => {
    const rng = seededRng(8);
    const rows = 16;
    const counts = new Array<number>(rows + 1).fill(0);
    const N = 1_000_000;
    for (let i = 0; i < N; i += 1) counts[dropSlot(rng, rows)]! += 1;
    let c = 1;
    for (let k = 0; k <= rows; k += 1) {
      const p = c / 2 ** rows;
      const se = Math.sqrt((p * (1 - p)) / N);
      expect(Math.abs(counts[k]! / N - p)).toBeLessThan(5 * se + 1e-6);
      c = (c * (rows - k)) / (k + 1);
    }
    for (const risk of ['low'] as const) {
      const table = PLINKO_TABLES[16][risk];
      const mean = counts.reduce((a, n, k) => a + n * table[k]!, 0) / N;
      expect(Math.abs(mean - exactPlinkoRtp(16, risk))).toBeLessThan(POINTS);
    }
  });

  it('a million drops on 12 rows, medium risk, return the exact figure', () => {
    const rng = seededRng(12);
    const { mean, se } = simulateReturn(1_000_000, () => plinkoPayout(100, 12, 'medium', dropSlot(rng, 12)) / 100);
    expect(Math.abs(mean - exactPlinkoRtp(12, 'medium'))).toBeLessThan(Math.min(POINTS, 4 * se));
  });
});
