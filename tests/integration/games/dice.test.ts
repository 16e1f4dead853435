// Dice: every target returns 99% less the cut to 0.0001x; a million rolls agree.
import { describe, expect, it } from 'vitest';
import { DICE_RTP, diceMultiplier, exactDiceRtp, MAX_TARGET, MIN_TARGET, playDice } from '../../../server/games/dice/rules.ts';
import { seededRng } from '../../../server/games/rng.ts';
import { POINTS, simulateReturn } from './sim.ts';

describe('Dice', () => {
  it('every target and side returns between 98.99% and 99%', () => {
    for (let t = MIN_TARGET; t <= MAX_TARGET; t += 1)
      for (const side of ['under', 'over'] as const) {
        const rtp = exactDiceRtp(t, side);
        expect(rtp).toBeLessThanOrEqual(DICE_RTP + 1e-12);
        expect(rtp).toBeGreaterThan(0.9899);
      }
    expect(diceMultiplier(5000, 'under')).toBe(19800);
    expect(diceMultiplier(200, 'under')).toBe(495000);
  });

  it('under wins below the target, over from the target up', () => {
    const rng = seededRng(4);
    for (let i = 0; i < 10000; i += 1) {
      const under = playDice(rng, 100, 3000, 'under');
      expect(under.win > 0).toBe(under.roll < 3000);
    }
  });

  it('a million rolls under 50.00 return 99%', () => {
    const rng = seededRng(9);
    const { mean, se } = simulateReturn(1_000_000, () => playDice(rng, 10_000, 5000, 'under').win / 10_000);
    expect(Math.abs(mean - DICE_RTP)).toBeLessThan(Math.min(POINTS, 4 * se));
  });
});
