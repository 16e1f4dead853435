// The card shoe: a reset shoe deals the same cards again from the same stream, every card is dealt once, and the
// first card is uniform over the shoe.
import { describe, expect, it } from 'vitest';
import { baccaratPoint, blackjackValue, cardName, faceRank, Shoe } from '../../../server/games/cards/shoe.ts';
import { seededRng } from '../../../server/games/rng.ts';

describe('the shoe', () => {
  it('deals each card of the shoe once, and a reset shoe with the same stream deals the same cards', () => {
    const shoe = new Shoe(8, seededRng(1));
    const all = Array.from({ length: 416 }, () => shoe.deal());
    expect(new Set(all).size).toBe(416);
    expect(() => shoe.deal()).toThrow();
    shoe.reset(seededRng(1));
    expect(Array.from({ length: 416 }, () => shoe.deal())).toEqual(all);
    // A reset after a partial deal restores the order too.
    shoe.reset(seededRng(9));
    const first = [shoe.deal(), shoe.deal(), shoe.deal()];
    shoe.reset(seededRng(9));
    expect([shoe.deal(), shoe.deal(), shoe.deal()]).toEqual(first);
  });

  it('deals the first card uniformly by rank', () => {
    const shoe = new Shoe(6, seededRng(2));
    const ranks = new Array<number>(13).fill(0);
    const N = 260_000;
    for (let i = 0; i < N; i += 1) {
      shoe.reset();
      ranks[shoe.deal() % 13]! += 1;
    }
    for (const n of ranks) expect(Math.abs(n / N - 1 / 13)).toBeLessThan(5 * Math.sqrt(((1 / 13) * (12 / 13)) / N));
  });

  it('names and values cards', () => {
    expect(cardName(0)).toBe('A♠');
    expect(cardName(13 + 9)).toBe('10♥');
    expect(cardName(52 + 12)).toBe('K♠');
    expect([baccaratPoint(0), baccaratPoint(8), baccaratPoint(9), baccaratPoint(12)]).toEqual([1, 9, 0, 0]);
    expect([blackjackValue(0), blackjackValue(9), blackjackValue(11)]).toEqual([1, 10, 10]);
    expect([faceRank(0), faceRank(12)]).toEqual([1, 13]);
  });
});
