import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_DAYS } from '../../../contract/constants.ts';
import { enPH } from '../../../src/lib/i18n/en-ph.ts';
import { fil } from '../../../src/lib/i18n/fil.ts';
import { languageInCookie, localeCookie } from '../../../src/lib/i18n/locale.ts';

/** `{amount}` and `{n|round|rounds}` of a text, as sorted names (plural forms marked), so both tables can be compared. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)(\|[^}]*)?\}/g)]
    .map((m) => m[1] + (m[2] ? '|plural' : ''))
    .sort()
    .join(',');

describe('the Filipino table', () => {
  it('has every English key and no other', () => {
    expect(Object.keys(fil).sort()).toEqual(Object.keys(enPH).sort());
  });

  it('keeps each text’s placeholders, so no figure goes missing in Filipino', () => {
    const differ = Object.keys(enPH).filter((key) => placeholders(fil[key as keyof typeof fil]) !== placeholders(enPH[key as keyof typeof enPH]));
    expect(differ).toEqual([]);
  });

  it('leaves no English sentence behind', () => {
    const english = /\b(the|and|your|you|with|of|is|are|for|this|will|not|from|when|here|there|what|can|cannot|been|has|have|was|our|it)\b/i;
    const left = Object.entries(fil).filter(([, text]) => english.test(text.replace(/\{[^}]*\}/g, '')));
    expect(left).toEqual([]);
  });

  it('translates the responsible-play words faithfully (21+ stays, the warning is Filipino)', () => {
    expect(fil['age.title']).toContain('21');
    expect(fil['age.title']).not.toBe(enPH['age.title']);
  });
});

describe('the locale cookie', () => {
  it('keeps the choice for 365 days on every path', () => {
    const line = localeCookie('fil', true);
    expect(line).toContain('locale=fil');
    expect(line).toContain(`Max-Age=${LOCALE_COOKIE_DAYS * 86_400}`);
    expect(line).toContain('Path=/');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Secure');
    expect(localeCookie('en-PH', false)).not.toContain('Secure');
  });

  it('reads the kept language among other cookies, and English for none or an unknown one', () => {
    expect(languageInCookie('a=1; locale=fil; b=2')).toBe('fil');
    expect(languageInCookie('locale=en-PH')).toBe('en-PH');
    expect(languageInCookie('')).toBe('en-PH');
    expect(languageInCookie('locale=xx')).toBe('en-PH');
    expect(languageInCookie('mylocale=fil')).toBe('en-PH');
  });
});
