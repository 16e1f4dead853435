// `npm run admin -- content ...`: list, show and replace the content pages, and the footer's licence number and the
// Android download address (app_config keys pagcorLicence and apkUrl; `none` removes one, so nothing is shown).
import { readFileSync } from 'node:fs';
import { appConfig, contentSlug } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { writeConfigValue } from '../app-config.ts';
import { getContentPage, listContentPages, setContentPage } from './pages.ts';
import { markdownToHtml } from './markdown.ts';
import { cleanMailHtml } from '../mail-html.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contract/constants.ts';
import { listTranslations, removeTranslation, setTranslation } from './translations.ts';

/** A long text on one line of the listing, cut at 80 characters. */
const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
};

export const CONTENT_USAGE =
  'content list | content show <slug> | content set <slug> <file.html|file.md> [title...] | content licence <number|none> | content apk <https-url|none>' +
  ' | content translate <lang> <english text> <translation> | content translate-page <slug> <lang> <file.html|file.md> [title...]' +
  ' | content translations <lang> | content untranslate <lang> <english text>';

type Args =
  | { action: 'list' }
  | { action: 'show'; slug: string }
  | { action: 'set'; slug: string; html: string; title: string }
  | { action: 'licence' | 'apk'; value: string | null }
  | { action: 'translate'; language: Language; source: string; text: string }
  | { action: 'translate-page'; slug: string; language: Language; html: string; title: string }
  | { action: 'translations'; language: Language }
  | { action: 'untranslate'; language: Language; source: string };

/** A language other than English: English texts are the sources themselves. */
const otherLanguage = (tag: string | undefined): Language | null =>
  tag !== undefined && tag !== DEFAULT_LANGUAGE && (LANGUAGES as readonly string[]).includes(tag) ? (tag as Language) : null;

const CONFIG_KEYS = { licence: 'pagcorLicence', apk: 'apkUrl' } as const;

/** The file is read while parsing (relative paths from the repository, where `npm run` runs), so a bad path is a usage error. */
function readSource(path: string): string | null {
  if (!/\.(html?|md)$/i.test(path)) return null;
  try {
    const text = readFileSync(path, 'utf8');
    return /\.md$/i.test(path) ? markdownToHtml(text) : text;
  } catch {
    return null;
  }
}

function parseConfigValue(action: 'licence' | 'apk', words: string[]): { value: string | null } | null {
  const value = words.join(' ').trim();
  if (!value) return null;
  if (value === 'none') return { value: null };
  const schema = action === 'licence' ? appConfig.shape.pagcorLicence : appConfig.shape.apkUrl;
  return schema.safeParse(value).success ? { value } : null;
}

export const contentCommand = {
  usage: CONTENT_USAGE,
  parse(args: string[]): Args | null {
    const [action, first, ...rest] = args;
    if (action === 'list' && args.length === 1) return { action };
    const slug = contentSlug.safeParse(first);
    if (action === 'show' && slug.success && rest.length === 0) return { action, slug: slug.data };
    if (action === 'set' && slug.success && rest[0]) {
      const html = readSource(rest[0]);
      const title = rest.slice(1).join(' ').trim();
      if (html === null || !html.trim() || title.length > 80) return null;
      return { action, slug: slug.data, html, title };
    }
    const language = otherLanguage(first);
    if (action === 'translate' && language && rest.length === 2 && rest[0]!.trim() && rest[1]!.trim())
      return { action, language, source: rest[0]!, text: rest[1]!.trim() };
    if (action === 'translations' && language && rest.length === 0) return { action, language };
    if (action === 'untranslate' && language && rest.length === 1) return { action, language, source: rest[0]! };
    if (action === 'translate-page' && slug.success) {
      const pageLanguage = otherLanguage(rest[0]);
      const html = rest[1] ? readSource(rest[1]) : null;
      const title = rest.slice(2).join(' ').trim();
      if (!pageLanguage || html === null || !html.trim() || title.length > 80) return null;
      return { action, slug: slug.data, language: pageLanguage, html, title };
    }
    if ((action === 'licence' || action === 'apk') && first !== undefined) {
      const parsed = parseConfigValue(action, [first, ...rest]);
      return parsed && { action, value: parsed.value };
    }
    return null;
  },
  async run(db: Database, args: Args, now: number): Promise<string> {
    if (args.action === 'list') {
      const pages = await listContentPages(db);
      return pages.map((p) => `${p.slug}\t${p.title}\t${p.length} chars\t${p.updatedAt ? new Date(p.updatedAt).toISOString() : 'seeded'}`).join('\n');
    }
    if (args.action === 'show') {
      const page = await getContentPage(db, args.slug);
      return `${page.title}\n\n${page.html}`;
    }
    if (args.action === 'set') {
      const existing = await getContentPage(db, args.slug).catch(() => null);
      const title = args.title || existing?.title;
      if (!title) return `A new page needs a title: content set ${args.slug} <file> <title...>`;
      const { removed } = await setContentPage(db, { slug: args.slug, title, html: args.html }, now);
      return `Page ${args.slug} saved${removed.length > 0 ? `; removed what a page cannot carry: ${removed.join(', ')}` : ''}`;
    }
    if (args.action === 'translate') {
      await setTranslation(db, args, now);
      return `${args.language}: "${args.source}" reads "${args.text}"`;
    }
    if (args.action === 'translations') {
      const rows = await listTranslations(db, args.language);
      return rows.length === 0 ? `No ${args.language} translations` : rows.map((r) => `${oneLine(r.source)}\t${oneLine(r.text)}`).join('\n');
    }
    if (args.action === 'untranslate') {
      const removed = await removeTranslation(db, args.language, args.source);
      return removed ? `${args.language}: "${args.source}" shows in English again` : `No ${args.language} translation of "${args.source}"`;
    }
    if (args.action === 'translate-page') {
      // Keyed by the page as it is stored now: an English edit later shows English until it is translated again.
      const page = await getContentPage(db, args.slug);
      const { html, removed } = cleanMailHtml(args.html);
      await setTranslation(db, { language: args.language, source: page.html, text: html }, now);
      if (args.title) await setTranslation(db, { language: args.language, source: page.title, text: args.title }, now);
      return `Page ${args.slug} in ${args.language} saved${removed.length > 0 ? `; removed what a page cannot carry: ${removed.join(', ')}` : ''}`;
    }
    const key = CONFIG_KEYS[args.action];
    if (args.value === null) {
      await db.deleteFrom('app_config').where('key', '=', key).execute();
      return `${key} removed: the app shows none`;
    }
    await writeConfigValue(db, key, args.value);
    return `${key} is ${args.value}`;
  },
};
