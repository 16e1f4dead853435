// The player's language: chosen on screen, kept in the locale cookie for LOCALE_COOKIE_DAYS (SPEC section 9) and
// applied before the first render, so preLogin already carries it. Only English ships in the main bundle; another
// language's table is its own chunk, precached by the service worker like every other, so it opens offline too.
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Language } from '../../../contract/constants.ts';
import { addLanguage, language, loadAllWords, setLanguage, type MessageKey } from './index.ts';

const tables: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<Record<MessageKey, string>>> = {
  fil: () => import('./fil.ts').then((m) => m.fil),
};

/** Each language named in itself, so a player can find theirs whatever the screen speaks. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'en-PH': 'English', fil: 'Filipino' };

export function isLanguage(tag: string): tag is Language {
  return (LANGUAGES as readonly string[]).includes(tag);
}

/** The language a `document.cookie` string keeps; the default when none (or an unknown one) is kept. */
export function languageInCookie(cookie: string): Language {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}

/** The cookie line that keeps `tag` for LOCALE_COOKIE_DAYS. */
export function localeCookie(tag: Language, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${encodeURIComponent(tag)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Loads `tag`'s table when it is not English (with all of English, its fallback) and makes it the active one. */
export async function loadLanguage(tag: Language): Promise<void> {
  if (tag !== DEFAULT_LANGUAGE) {
    const [table] = await Promise.all([tables[tag](), loadAllWords()]);
    addLanguage(tag, table);
  }
  setLanguage(tag);
}

/** Before the first render: the kept language, or English when its table cannot load (nothing is left blank). */
export async function applySavedLanguage(): Promise<void> {
  const tag = languageInCookie(document.cookie);
  if (tag === DEFAULT_LANGUAGE) return;
  try {
    await loadLanguage(tag);
  } catch {
    setLanguage(DEFAULT_LANGUAGE);
  }
}

/**
 * Keeps the choice and starts the app again in it: every screen, date and number is drawn anew and preLogin tells the
 * server. The table is loaded first, so a choice that cannot load (a stale bundle offline) changes nothing.
 */
export async function switchLanguage(tag: Language): Promise<boolean> {
  if (tag === language()) return true;
  try {
    if (tag !== DEFAULT_LANGUAGE) await tables[tag]();
  } catch {
    return false;
  }
  document.cookie = localeCookie(tag, location.protocol === 'https:');
  location.reload();
  return true;
}
