// Operator texts in the player's language. The app's own words live in the client's i18n tables; what the operator
// writes (activity and task names, notices, VIP perks, content pages, seeded mails) is stored once, in English, and a
// translation is looked up by its exact source text. A source edited later no longer matches its old translation, so
// a stale Filipino text never stands in for a changed English one: the English shows until it is translated again.
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_COOKIE, type Language } from '../../../contract/constants.ts';
import type { Database } from '../../db/database.ts';
import { FIL_TEXTS } from './fil-texts.ts';

/** What the server ships translated (seeded rows, its own mail); the operator's rows come on top. */
const SHIPPED: Partial<Record<Language, Readonly<Record<string, string>>>> = { fil: FIL_TEXTS };

/** How long a process keeps a language's table: an operator's change reaches every server process within this. */
export const TRANSLATIONS_TTL_MS = 30_000;

const cache = new Map<Language, { at: number; table: ReadonlyMap<string, string> }>();

/** The language the request's locale cookie names (SPEC section 9), or the default. */
export function requestLanguage(cookieHeader: string | undefined): Language {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    let value = rest.join('=');
    try {
      value = decodeURIComponent(value);
    } catch {
      return DEFAULT_LANGUAGE;
    }
    return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
  }
  return DEFAULT_LANGUAGE;
}

export async function translationTable(db: Database, language: Language, now: number): Promise<ReadonlyMap<string, string>> {
  const kept = cache.get(language);
  if (kept && now - kept.at < TRANSLATIONS_TTL_MS && now >= kept.at) return kept.table;
  const rows = await db.selectFrom('content_translations').select(['source', 'text']).where('language', '=', language).execute();
  const shipped = Object.entries(SHIPPED[language] ?? {}).filter(([source, text]) => source !== text);
  const table = new Map([...shipped, ...rows.map((row): [string, string] => [row.source, row.text])]);
  cache.set(language, { at: now, table });
  return table;
}

/** Forgets the kept tables (after an operator's change in this process, and between tests). */
export function forgetTranslations(): void {
  cache.clear();
}

/**
 * A copy of `value` whose strings that have a translation are replaced by it; other values are kept as they are (the
 * same object when nothing changed). Whole strings only: a word inside a longer text is never touched.
 */
export function translateValue<T>(value: T, table: ReadonlyMap<string, string>): T {
  if (table.size === 0) return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return table.get(node) ?? node;
    if (Array.isArray(node)) {
      let changed = false;
      const out = node.map((item) => {
        const next = walk(item);
        if (next !== item) changed = true;
        return next;
      });
      return changed ? out : node;
    }
    if (node !== null && typeof node === 'object') {
      let changed = false;
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) {
        const next = walk(item);
        if (next !== item) changed = true;
        out[key] = next;
      }
      return changed ? out : node;
    }
    return node;
  };
  return walk(value) as T;
}

export async function setTranslation(db: Database, entry: { language: Language; source: string; text: string }, now: number): Promise<void> {
  await db
    .insertInto('content_translations')
    .values({ language: entry.language, source: entry.source, text: entry.text, updated_at: now })
    .onConflict((oc) => oc.columns(['language', 'source']).doUpdateSet({ text: entry.text, updated_at: now }))
    .execute();
  forgetTranslations();
}

export async function removeTranslation(db: Database, language: Language, source: string): Promise<boolean> {
  const result = await db.deleteFrom('content_translations').where('language', '=', language).where('source', '=', source).executeTakeFirst();
  forgetTranslations();
  return Number(result.numDeletedRows) > 0;
}

export async function listTranslations(db: Database, language: Language): Promise<{ source: string; text: string }[]> {
  return db.selectFrom('content_translations').select(['source', 'text']).where('language', '=', language).orderBy('source').execute();
}
