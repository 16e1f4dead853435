// Sic Bo: every bet's exact return over the 216 throws, and a million simulated throws.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../server/games/rng.ts';
import { exactSicBoRtp, playSicBo, SICBO_BET_COUNT, SICBO_RTP } from '../../../server/games/sicbo/rules.ts';
import { POINTS, simulateReturn } from './sim.ts';

describe('Sic Bo', () => {
  it('has 29 bets with the standard returns', () => {
    expect(SICBO_BET_COUNT).toBe(29);
    const rtp = exactSicBoRtp();
    expect(rtp.small).toBeCloseTo(210 / 216, 12);
    expect(rtp.big).toBeCloseTo(210 / 216, 12);
    expect(rtp['total-4']).toBeCloseTo((61 * 3) / 216, 12);
    expect(rtp['total-10']).toBeCloseTo((7 * 27) / 216, 12);
    expect(rtp['single-3']).toBeCloseTo(199 / 216, 12);
    expect(rtp['any-triple']).toBeCloseTo((31 * 6) / 216, 12);
    expect(rtp['triple-6']).toBeCloseTo(181 / 216, 12);
    expect(SICBO_RTP).toBeCloseTo(rtp.small!, 12);
    for (const r of Object.values(rtp)) expect(r).toBeLessThan(0.98);
  });

  it('Small loses on a triple', () => {
    const stakes = new Array<number>(29).fill(0);
    stakes[0] = 100;
    const rng = seededRng(5);
    for (let i = 0; i < 5000; i += 1) {
      const r = playSicBo(rng, stakes);
      const triple = r.dice[0] === r.dice[1] && r.dice[1] === r.dice[2];
      expect(r.win).toBe(!triple && r.sum <= 10 ? 200 : 0);
    }
  });

  it('a million Small bets return 210/216', () => {
    const stakes = new Array<number>(29).fill(0);
    stakes[0] = 1;
    const rng = seededRng(17);
    const { mean, se } = simulateReturn(1_000_000, () => playSicBo(rng, stakes).win);
    expect(Math.abs(mean - SICBO_RTP)).toBeLessThan(Math.min(POINTS, 4 * se));
  });
});
