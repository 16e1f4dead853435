import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, loginSearch } from '../../../src/features/auth/destination.ts';

describe('login search and destination', () => {
  it('returns to `to` when it is an internal path', () => {
    expect(destinationAfterLogin(loginSearch({ to: '/member/profile' }))).toBe('/member/profile');
  });

  it('drops an outside `to` so login cannot redirect off the site', () => {
    expect(loginSearch({ to: '//evil.example' }).to).toBeUndefined();
    expect(loginSearch({ to: 'https://evil.example' }).to).toBeUndefined();
    expect(destinationAfterLogin(loginSearch({ to: '//evil.example' }))).toBe('/');
  });

  it('sends a visitor who tried a game back to /game/start with gameId and tryIt (SPEC section 6)', () => {
    expect(destinationAfterLogin(loginSearch({ gameId: '12', tryIt: 1 }))).toBe('/game/start?gameId=12&tryIt=1');
  });

  it('falls back on bad values instead of failing', () => {
    expect(loginSearch({ type: 'sms', gameId: 'abc', tryIt: 7 })).toEqual({});
    expect(loginSearch({ type: 'account' }).type).toBe('account');
  });
});
