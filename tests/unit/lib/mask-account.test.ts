import { describe, expect, it } from 'vitest';
import { maskAccountNo } from '../../../src/lib/mask-account.ts';

describe('maskAccountNo', () => {
  it.each([
    ['+639171234567', '0917 ••• 4567'],
    ['09171234567', '0917 ••• 4567'],
    ['1234567890', '1234 ••• 7890'],
    ['1234 5678 9012', '1234 ••• 9012'],
    ['12345678', '••• 5678'],
    ['123456789', '1234 ••• 6789'],
    ['1234', '••• 1234'],
    ['', '••• '],
  ])('shows %s as %s', (input, shown) => {
    expect(maskAccountNo(input)).toBe(shown);
  });

  it('never shows the middle digits of a long number', () => {
    expect(maskAccountNo('+639171234567')).not.toContain('123');
  });
});
