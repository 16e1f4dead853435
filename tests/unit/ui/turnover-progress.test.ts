// A wagering lock is named by where its bonus came from, in words; a source this build does not know falls back to
// the server's reason rather than a key.
import { describe, expect, it } from 'vitest';
import { lockLabel } from '../../../src/ui/turnover-progress.tsx';

describe('lockLabel', () => {
  it.each([
    ['points-exchange', 'Points exchange'],
    ['vip-daily', 'VIP reward'],
    ['vip-levelup', 'VIP reward'],
    ['deposit-coupon', 'Coupon bonus'],
    ['coupon', 'Free credit coupon'],
    ['order', 'Bank deposit bonus'],
    ['mail', 'Inbox gift'],
  ])('names %s as %s', (source, words) => {
    expect(lockLabel({ reason: `Free bonus (${source})`, source })).toBe(words);
  });

  it('falls back to the reason for an unknown or missing source', () => {
    expect(lockLabel({ reason: 'Lucky week bonus', source: 'lucky-week' })).toBe('Lucky week bonus');
    expect(lockLabel({ reason: 'Lucky week bonus' })).toBe('Lucky week bonus');
  });
});
