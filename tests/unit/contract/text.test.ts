// The one text rule of contract/: control characters and unpaired surrogates are refused, everything else passes.
import { describe, expect, it } from 'vitest';
import { nickname, nicknameProblem } from '../../../contract/nickname.ts';
import { isSafeText, text } from '../../../contract/text.ts';

const cases: Array<[label: string, value: string, single: boolean, multi: boolean]> = [
  ['plain text', 'Juan dela Cruz', true, true],
  ['empty', '', true, true],
  ['Filipino and accents', 'Niño Mañalac', true, true],
  ['emoji (a surrogate pair)', 'lucky 🍀😀', true, true],
  ['CJK', '幸運', true, true],
  ['NUL', 'a\u0000b', false, false],
  ['bell', '\u0007', false, false],
  ['escape', 'x\u001b[31m', false, false],
  ['unit separator', '\u001f', false, false],
  ['tab', 'a\tb', false, true],
  ['newline', 'a\nb', false, true],
  ['carriage return', 'a\r\nb', false, true],
  ['vertical tab', 'a\u000bb', false, false],
  ['DEL', 'a\u007f', false, false],
  ['C1 first', '\u0080', false, false],
  ['C1 NEL', 'a\u0085b', false, false],
  ['C1 last', '\u009f', false, false],
  ['no-break space (not C1)', 'a\u00a0b', true, true],
  ['lone high surrogate at end', 'abc\ud83d', false, false],
  ['lone high surrogate before text', '\ud83dabc', false, false],
  ['lone low surrogate', '\ude00', false, false],
  ['low before high', '\ude00\ud83d', false, false],
  ['two highs then a low', '\ud83d\ud83d\ude00', false, false],
];

describe('isSafeText', () => {
  it.each(cases)('%s', (_label, value, single, multi) => {
    expect(isSafeText(value)).toBe(single);
    expect(isSafeText(value, { multiline: true })).toBe(multi);
    expect(text().safeParse(value).success).toBe(single);
    expect(text({ multiline: true }).safeParse(value).success).toBe(multi);
  });

  it('keeps the usual string checks chainable and says what is wrong', () => {
    const schema = text().trim().min(2).max(4);
    expect(schema.parse('  ab  ')).toBe('ab');
    expect(schema.safeParse('abcdef').success).toBe(false);
    expect(text().safeParse('a\u0000').error?.issues[0]?.message).toMatch(/control characters/);
    expect(text().safeParse('a\ud800').error?.issues[0]?.message).toMatch(/unpaired surrogate/);
  });
});

const nicknames: Array<[value: string, ok: boolean]> = [
  ['Juan', true],
  ['Niño 🍀', true],
  ['a_b-c.d', true],
  ['<b>x</b>', false],
  ['<img src=x onerror=alert(1)>', false],
  ['a>b', false],
  ['a\u0000', false],
  ['tab\there', false],
  ['line\nbreak', false],
  ['\ud800', false],
];

describe('nickname rule', () => {
  it.each(nicknames)('%j', (value, ok) => {
    expect(nicknameProblem(value) === null).toBe(ok);
    expect(nickname().safeParse(value).success).toBe(ok);
  });

  it('trims and keeps the outer length bound', () => {
    expect(nickname().parse('  Juan  ')).toBe('Juan');
    expect(nickname().safeParse('x'.repeat(65)).success).toBe(false);
  });
});
