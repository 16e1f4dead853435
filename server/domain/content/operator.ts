// `npm run admin -- content ...`: list, show and replace the content pages, and the footer's licence number and the
// Android download address (app_config keys pagcorLicence and apkUrl; `none` removes one, so nothing is shown).
import { readFileSync } from 'node:fs';
import { appConfig, contentSlug } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { writeConfigValue } from '../app-config.ts';
import { getContentPage, listContentPages, setContentPage } from './pages.ts';
import { markdownToHtml } from './markdown.ts';

export const CONTENT_USAGE =
  'content list | content show <slug> | content set <slug> <file.html|file.md> [title...] | content licence <number|none> | content apk <https-url|none>';

type Args =
  | { action: 'list' }
  | { action: 'show'; slug: string }
  | { action: 'set'; slug: string; html: string; title: string }
  | { action: 'licence' | 'apk'; value: string | null };

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
    const key = CONFIG_KEYS[args.action];
    if (args.value === null) {
      await db.deleteFrom('app_config').where('key', '=', key).execute();
      return `${key} removed: the app shows none`;
    }
    await writeConfigValue(db, key, args.value);
    return `${key} is ${args.value}`;
  },
};
