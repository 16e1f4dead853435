import { describe, expect, it } from 'vitest';
import { oneOf, positiveInt, searchSchema, text } from '../../../src/lib/search-params.ts';
import { walletSearch } from '../../../src/features/wallet/search.ts';
import { gameStartSearch } from '../../../src/features/games/start-search.ts';

describe('search params', () => {
  it('keeps positive integers from numbers or digit strings and drops the rest', () => {
    expect([5, '7', 0, -3, 1.5, '1e3', 'abc', '', null, undefined, 2 ** 60].map(positiveInt)).toEqual([
      5,
      7,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('matches listed values whether the router parsed them or not, else falls back', () => {
    const tryIt = oneOf([0, 1]);
    expect([0, 1, '1', 2, 'x'].map(tryIt)).toEqual([0, 1, 1, undefined, undefined]);
    expect(oneOf(['deposit', 'withdraw'], 'deposit')('steal')).toBe('deposit');
  });

  it('bounds text by length and pattern', () => {
    const path = text(8, /^\/(?!\/)/);
    expect(['/member', '//evil.example', '/much/too/long', 42].map(path)).toEqual(['/member', undefined, undefined, undefined]);
  });

  it('sets keys that do not parse to undefined (so the raw value cannot show through) and drops unknown keys', () => {
    const schema = searchSchema({ id: positiveInt, tab: oneOf(['a', 'b']) });
    const parsed = schema({ id: '12', tab: 'c', other: 'x' });
    expect(parsed).toStrictEqual({ id: 12, tab: undefined });
    expect('tab' in parsed).toBe(true);
  });

  it('gives the wallet and game routes their fallbacks', () => {
    expect(walletSearch({})).toEqual({ name: 'deposit' });
    expect(walletSearch({ name: 'withdraw', back: 1, order: 'abc' })).toEqual({ name: 'withdraw', back: 1, order: 'abc' });
    expect(gameStartSearch({ gameId: '3', tryIt: '1', activityId: 'nope' })).toEqual({ gameId: 3, tryIt: 1 });
  });
});
