// The one i18n layer: every UI text goes through t(). Holds the active dictionary in memory; en-PH is the default.
import { DEFAULT_LANGUAGE } from '../../../contract/constants.ts';
import { enPH, type MessageKey } from './en-ph.ts';

export type { MessageKey };
type Dictionary = Record<MessageKey, string>;

const dictionaries: Record<string, Dictionary> = { 'en-PH': enPH };
let active: Dictionary = enPH;
let activeLanguage: string = DEFAULT_LANGUAGE;

/** Adds a language; screens do not change, only this table grows. */
export function addLanguage(tag: string, dictionary: Partial<Dictionary>): void {
  dictionaries[tag] = { ...enPH, ...dictionary };
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
  const text = active[key] ?? key;
  if (!params) return text;
  return text
    .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (whole, name: string, one: string, other: string) =>
      name in params ? (Number(params[name]) === 1 ? one : other) : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
