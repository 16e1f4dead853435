// Dragon Tiger: the exact returns by enumerating both cards' ranks, and a million simulated rounds.
import { describe, expect, it } from 'vitest';
import { Shoe } from '../../../server/games/cards/shoe.ts';
import { dealDragonTiger, DECKS, DRAGON_RTP, DRAGON_TIGER_RTP, dragonTigerReturn, TIE_RTP } from '../../../server/games/dragon-tiger/rules.ts';
import { seededRng } from '../../../server/games/rng.ts';
import { POINTS, simulateReturn } from './sim.ts';

describe('Dragon Tiger', () => {
  it('pays 1:1, half back on a tie, Tie 11:1', () => {
    expect(dragonTigerReturn('dragon', 100, 'dragon')).toBe(200);
    expect(dragonTigerReturn('tiger', 100, 'tie')).toBe(50);
    expect(dragonTigerReturn('tie', 100, 'tie')).toBe(1200);
    expect(dragonTigerReturn('dragon', 100, 'tiger')).toBe(0);
  });

  it('declares the exact return, which enumerating the ranks confirms', () => {
    const per = 4 * DECKS;
    const cards = 52 * DECKS;
    let dragon = 0;
    let tie = 0;
    for (let d = 0; d < 13; d += 1)
      for (let t = 0; t < 13; t += 1) {
        const p = (per / cards) * ((d === t ? per - 1 : per) / (cards - 1));
        if (d > t) dragon += 2 * p;
        if (d === t) {
          dragon += 0.5 * p;
          tie += 12 * p;
        }
      }
    expect(DRAGON_RTP).toBeCloseTo(dragon, 12);
    expect(TIE_RTP).toBeCloseTo(tie, 12);
    expect(DRAGON_TIGER_RTP).toBeCloseTo(0.96265, 5);
  });

  it('a million rounds return the declared figure', () => {
    const shoe = new Shoe(DECKS, seededRng(11));
    const { mean, se } = simulateReturn(1_000_000, () => {
      shoe.reset();
      return dragonTigerReturn('dragon', 100, dealDragonTiger(shoe).winner) / 100;
    });
    expect(Math.abs(mean - DRAGON_TIGER_RTP)).toBeLessThan(Math.min(POINTS, 4 * se));
  });
});
