// SPEC section 4 deposit channel default, and the amount parsing of the wallet forms.
import { describe, expect, it } from 'vitest';
import { pesosToHundredths, pickChannel } from '../../../../src/features/wallet/channel.ts';

const gcash = { id: 1, isDefault: false };
const maya = { id: 2, isDefault: true };
const bank = { id: 3, isDefault: false };

describe('pickChannel', () => {
  it.each([
    ['keeps the current channel while it is offered', [gcash, maya, bank], 3, 1, 3],
    ['else the last used one', [gcash, maya, bank], null, 1, 1],
    ['else the last used one when the current is gone', [gcash, maya], 3, 1, 1],
    ['else the default-flagged one', [gcash, maya, bank], null, null, 2],
    ['else the default when the last used is gone', [gcash, maya], 9, 3, 2],
    ['else the first', [gcash, bank], null, null, 1],
    ['nothing when no channel is offered', [], 1, 1, null],
  ] as const)('%s', (_name, list, current, lastUsed, expected) => {
    expect(pickChannel(list, current, lastUsed)).toBe(expected);
  });
});

describe('pesosToHundredths', () => {
  it.each([
    ['', null],
    ['100', 10_000],
    ['1,000.5', 100_050],
    ['0.01', 1],
    ['12.345', Number.NaN],
    ['-5', Number.NaN],
    ['abc', Number.NaN],
  ] as const)('%j is %s', (text, expected) => {
    expect(pesosToHundredths(text)).toBe(expected);
  });
});
