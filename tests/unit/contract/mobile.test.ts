// The one Philippine mobile rule: sign-up, SMS log-in and e-wallet receiving accounts all read a number through it.
import { describe, expect, it } from 'vitest';
import { formatMobile, normaliseMobile } from '../../../contract/mobile.ts';

describe('normaliseMobile', () => {
  it.each([
    ['09171234567', '+639171234567'],
    ['9171234567', '+639171234567'],
    ['+639171234567', '+639171234567'],
    ['639171234567', '+639171234567'],
    ['0917 123 4567', '+639171234567'],
    ['0917-123-4567', '+639171234567'],
    ['(0917) 123.4567', '+639171234567'],
    ['08171234567', null],
    ['+6391712345678', null],
    ['0917123456', null],
    ['+1 917 123 4567', null],
    ['', null],
    ['0917123456a', null],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });

  it('formats a normalised number for display and leaves anything else alone', () => {
    expect(formatMobile('+639171234567')).toBe('+63 917 123 4567');
    expect(formatMobile('12345')).toBe('12345');
  });
});
