import { describe, expect, it } from 'vitest';
import { requestLanguage, translateValue } from '../../../server/domain/content/translations.ts';

describe('operator text translations', () => {
  const table = new Map([
    ['Daily sign-in', 'Araw-araw na sign-in'],
    ['Deposit ₱100 today', 'Mag-deposito ng ₱100 ngayon'],
  ]);

  it('replaces whole strings anywhere in an answer and keeps everything else', () => {
    const answer = {
      code: 200,
      msg: 'ok',
      data: { list: [{ id: 1, name: 'Daily sign-in', note: 'Daily sign-in today' }], title: 'Deposit ₱100 today', n: 3, on: true, none: null },
    };
    expect(translateValue(answer, table)).toEqual({
      code: 200,
      msg: 'ok',
      data: { list: [{ id: 1, name: 'Araw-araw na sign-in', note: 'Daily sign-in today' }], title: 'Mag-deposito ng ₱100 ngayon', n: 3, on: true, none: null },
    });
  });

  it('returns the very same object when nothing has a translation', () => {
    const answer = { data: { list: [{ name: 'Something else' }] } };
    expect(translateValue(answer, table)).toBe(answer);
    expect(translateValue(answer, new Map())).toBe(answer);
  });

  it('reads the language from the locale cookie only, and English for anything it does not know', () => {
    expect(requestLanguage('a=1; locale=fil')).toBe('fil');
    expect(requestLanguage('locale=en-PH')).toBe('en-PH');
    expect(requestLanguage(undefined)).toBe('en-PH');
    expect(requestLanguage('locale=%E0%A4%A')).toBe('en-PH');
    expect(requestLanguage('locale=de')).toBe('en-PH');
  });
});
