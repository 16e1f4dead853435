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
