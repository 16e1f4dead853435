// The one i18n layer: every UI text goes through t(). Holds the active dictionary in memory; en-PH is the default.
// English ships in two parts: the first screen's texts with the entry, the rest (en-ph.ts) as a chunk of its own that
// loadAllWords() fetches. Every way to another screen or a lazily loaded modal waits for it (the root route's
// beforeLoad, withAllWords), so no screen ever draws a key in place of its text.
import { DEFAULT_LANGUAGE } from '../../../contract/constants.ts';
import { enPHFirstScreen } from './en-ph-first-screen.ts';
import type { MessageKey } from './en-ph.ts';

export type { MessageKey };
type Dictionary = Partial<Record<MessageKey, string>>;

/** English as far as it is loaded: the first screen's texts, then everything once loadAllWords() has run. */
const english: Dictionary = { ...enPHFirstScreen };
const dictionaries: Record<string, Dictionary> = { 'en-PH': english };
let active: Dictionary = english;
let activeLanguage: string = DEFAULT_LANGUAGE;
let allWords: Promise<void> | null = null;

/** Loads the rest of the English table (once; again after a failed try). Other languages fall back to it too. */
export function loadAllWords(): Promise<void> {
  allWords ??= import('./en-ph.ts').then(
    ({ enPH }) => void Object.assign(english, enPH),
    (error: unknown) => {
      allWords = null;
      throw error;
    },
  );
  return allWords;
}

/** `load` (a lazily loaded screen part) that resolves only once every English text is there for it to draw. */
export function withAllWords<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllWords()]).then(([loaded]) => loaded);
}

/** Adds a language; screens do not change, only this table grows. A key it lacks falls back to English. */
export function addLanguage(tag: string, dictionary: Dictionary): void {
  dictionaries[tag] = dictionary;
}

export function setLanguage(tag: string): void {
  const next = dictionaries[tag];
  if (!next) return;
  active = next;
  activeLanguage = tag;
  document.documentElement.lang = tag;
}

export function language(): string {
  return activeLanguage;
}

/** Each language's words for the contract's own validation messages (contract/fil-validation.ts), by tag. */
const validationWords = new Map<string, (message: string) => string>();

/** How `tag` words the contract's validation messages: its lazily loaded table registers it, so English never loads it. */
export function addValidationWords(tag: string, translate: (message: string) => string): void {
  validationWords.set(tag, translate);
}

/** A contract validation message in the active language; as it is when the language has no words for it. */
export function validationText(message: string): string {
  return validationWords.get(activeLanguage)?.(message) ?? message;
}

/** `{n}` is replaced by the param; `{n|round|rounds}` picks the first word when n is 1, the second otherwise. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text = active[key] ?? english[key] ?? key;
  if (!params) return text;
  return text
    .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (whole, name: string, one: string, other: string) =>
      name in params ? (Number(params[name]) === 1 ? one : other) : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
