import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, loginSearch } from '../../../src/features/auth/destination.ts';

describe('login search and destination', () => {
  it('returns to `to` when it is an internal path', () => {
    expect(destinationAfterLogin(loginSearch.parse({ to: '/member/profile' }))).toBe('/member/profile');
  });

  it('drops an outside `to` so login cannot redirect off the site', () => {
    expect(loginSearch.parse({ to: '//evil.example' }).to).toBeUndefined();
    expect(loginSearch.parse({ to: 'https://evil.example' }).to).toBeUndefined();
    expect(destinationAfterLogin(loginSearch.parse({ to: '//evil.example' }))).toBe('/');
  });

  it('sends a visitor who tried a game back to /game/start with gameId and tryIt (SPEC section 6)', () => {
    expect(destinationAfterLogin(loginSearch.parse({ gameId: '12', tryIt: 1 }))).toBe('/game/start?gameId=12&tryIt=1');
  });

  it('falls back on bad values instead of failing', () => {
    expect(loginSearch.parse({ type: 'sms', gameId: 'abc', tryIt: 7 })).toEqual({});
    expect(loginSearch.parse({ type: 'account' }).type).toBe('account');
  });
});
