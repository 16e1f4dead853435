// Blackjack: the rules on set card sequences (dealer stands on soft 17, 3:2, double, split, the peek), and a
// million rounds of basic strategy against the declared RTP.
import { describe, expect, it } from 'vitest';
import { act, basicStrategyRound, BLACKJACK_RTP, dealBlackjack, DECKS, handValue, totalReturn } from '../../../server/games/blackjack/rules.ts';
import { Shoe } from '../../../server/games/cards/shoe.ts';
import { seededRng } from '../../../server/games/rng.ts';
import { POINTS } from './sim.ts';

// Cards by rank, suit spades: ace 0, two 1 … ten 9, jack 10, queen 11, king 12.
const A = 0;
const K = 12;
const r = (value: number) => value - 1;
const from = (cards: number[]) => {
  let i = 0;
  return () => {
    const c = cards[i];
    if (c === undefined) throw new Error('out of cards');
    i += 1;
    return c;
  };
};

describe('Blackjack rules', () => {
  it('counts an ace as 11 while that does not bust', () => {
    expect(handValue([A, r(6)])).toEqual({ total: 17, soft: true });
    expect(handValue([A, r(6), r(9)])).toEqual({ total: 16, soft: false });
    expect(handValue([A, A, K])).toEqual({ total: 12, soft: false });
  });

  it('pays a blackjack 3:2 at once, and pushes it against a dealer blackjack', () => {
    // Player A, K; dealer 9, 7.
    const bj = dealBlackjack(100, from([A, r(9), K, r(7)]));
    expect(bj.over).toBe(true);
    expect(totalReturn(bj)).toBe(250);
    const both = dealBlackjack(100, from([A, A, K, K]));
    expect(totalReturn(both)).toBe(100);
  });

  it('the dealer’s blackjack under an ace ends the round before the player acts', () => {
    const s = dealBlackjack(100, from([r(10), A, r(9), K]));
    expect(s.over).toBe(true);
    expect(totalReturn(s)).toBe(0);
  });

  it('the dealer stands on soft 17', () => {
    // Player 10, 8 stands on 18; dealer A, 6 = soft 17 stands; player wins.
    const s = dealBlackjack(100, from([r(10), A, r(8), r(6), r(5)]));
    act(s, 'stand', from([r(5)]));
    expect(s.dealer).toHaveLength(2);
    expect(totalReturn(s)).toBe(200);
  });

  it('a double takes one card and doubles the stake', () => {
    // Player 6, 5 = 11 doubles and draws a 10; dealer 10, 7 stands.
    const draw = from([r(6), r(10), r(5), r(7), r(10)]);
    const s = dealBlackjack(100, draw);
    act(s, 'double', draw);
    expect(s.over).toBe(true);
    expect(s.hands[0]!.bet).toBe(200);
    expect(totalReturn(s)).toBe(400);
  });

  it('a split plays two hands; split aces take one card each and 21 pays 1:1', () => {
    const draw = from([A, r(9), A, r(8), K, r(5), r(10)]);
    const s = dealBlackjack(100, draw);
    act(s, 'split', draw);
    expect(s.over).toBe(true);
    // Hands A,K (21, not a blackjack) and A,5 (16); the dealer's 9,8 = 17.
    expect(s.returns).toEqual([200, 0]);
  });

  it('cannot split twice or double a three-card hand', () => {
    const draw = from([r(8), r(10), r(8), r(7), r(8), r(2), r(3), r(10), r(10)]);
    const s = dealBlackjack(100, draw);
    act(s, 'split', draw);
    expect(() => act(s, 'split', draw)).toThrow();
    act(s, 'hit', draw);
    expect(() => act(s, 'double', draw)).toThrow();
  });
});

describe('Blackjack RTP', () => {
  it('a million rounds of basic strategy return the declared figure (per initial bet)', () => {
    const shoe = new Shoe(DECKS, seededRng(20261124));
    let sum = 0;
    const N = 1_000_000;
    for (let i = 0; i < N; i += 1) {
      shoe.reset();
      const round = basicStrategyRound(shoe, 100);
      sum += 100 + round.win - round.bet;
    }
    expect(Math.abs(sum / N / 100 - BLACKJACK_RTP)).toBeLessThan(POINTS);
  }, 60_000);
});
