import { describe, expect, it } from 'vitest';
import { revealText } from '../../../../src/features/scratch/prize-text.ts';

const coin = (count: number) => ({ id: 2001, count });
const diamonds = (count: number) => ({ id: 60001, count });

describe('a revealed scratch prize', () => {
  it.each([
    ['worth more than the card: a win', [coin(2_000)], 10, { text: 'You won ₱20.00!', win: true }],
    ['worth less than the card: money back, said plainly', [coin(500)], 10, { text: '₱5.00 back', win: false }],
    ['worth exactly the card: not a win', [coin(1_000)], 10, { text: '₱10.00 back', win: false }],
    ['diamonds valued at their rate', [diamonds(11)], 10, { text: 'You won 11 Diamonds!', win: true }],
    ['a gift card (cost 0) that pays anything is a win', [coin(100)], 0, { text: 'You won ₱1.00!', win: true }],
  ])('%s', (_name, awards, cardDiamonds, expected) => {
    expect(revealText(awards, cardDiamonds, 100)).toEqual(expected);
  });

  it('no prize says so', () => {
    expect(revealText([], 10, 100).win).toBe(false);
  });
});
