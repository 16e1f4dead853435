import { describe, expect, it } from 'vitest';
import { addLanguage, setLanguage, t } from '../../../src/lib/i18n/index.ts';

describe('i18n', () => {
  it('fills parameters', () => {
    expect(t('notFound.text', { path: '/x' })).toBe('There is no page at /x.');
    expect(t('auth.lengthError', { min: 4, max: 16 })).toBe('Must be 4-16 characters');
  });

  it('picks the singular or plural word by the count', () => {
    expect(t('games.rounds', { n: 1 })).toBe('1 round');
    expect(t('games.rounds', { n: 0 })).toBe('0 rounds');
    expect(t('games.rounds', { n: 12 })).toBe('12 rounds');
  });

  it('switches language without touching screens, falling back to English for missing keys', () => {
    globalThis.document ??= { documentElement: {} } as Document;
    addLanguage('fil-PH', { 'age.accept': 'Tanggapin' });
    setLanguage('fil-PH');
    expect(t('age.accept')).toBe('Tanggapin');
    expect(t('age.exit')).toBe('Exit');
    setLanguage('en-PH');
    expect(t('age.accept')).toBe('Accept');
  });
});
