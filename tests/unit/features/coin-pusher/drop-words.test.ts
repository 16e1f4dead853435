// What the screen says of a drop (the live region and the last drops): the coins that fell and the win, in words.
import { describe, expect, it } from 'vitest';
import { dropWords } from '../../../../src/features/coin-pusher/drop-words.ts';

describe('dropWords', () => {
  it.each([
    [{ coins: 0, win: 0, bonus: false, tryIt: false }, 'No coins fell this time.'],
    [{ coins: 1, win: 500, bonus: false, tryIt: false }, '1 coin fell: you won ₱5.00'],
    [{ coins: 3, win: 1500, bonus: false, tryIt: false }, '3 coins fell: you won ₱15.00'],
    [{ coins: 100, win: 200_000, bonus: true, tryIt: false }, 'Bonus push! 100 coins fell: you won ₱2,000.00'],
    [{ coins: 2, win: 200, bonus: false, tryIt: true }, '2 coins fell: you won ₱2.00 in demo coins'],
  ])('%o says %s', (drop, words) => {
    expect(dropWords(drop)).toBe(words);
  });
});
