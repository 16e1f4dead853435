// The content pages (about us, FAQ, privacy, terms): read by anyone, written only by the operator, stored cleaned.
import type { ContentPage } from '../../../contract/index.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../errors.ts';
import { cleanMailHtml } from '../mail-html.ts';

export async function getContentPage(db: Database, slug: string): Promise<ContentPage> {
  const row = await db.selectFrom('content_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw notFound('There is no such page');
  return { slug: row.slug, title: row.title, html: row.html, updatedAt: Number(row.updated_at) };
}

export async function listContentPages(db: Database): Promise<{ slug: string; title: string; updatedAt: number; length: number }[]> {
  const rows = await db.selectFrom('content_pages').selectAll().orderBy('slug').execute();
  return rows.map((row) => ({ slug: row.slug, title: row.title, updatedAt: Number(row.updated_at), length: row.html.length }));
}

/**
 * Stores a page's HTML after the same allowlist as mail (no scripts, styles, handlers or javascript: links). Returns
 * what cleaning removed so the operator sees that the page reads differently from the source.
 */
export async function setContentPage(
  db: Database,
  page: { slug: string; title: string; html: string },
  now: number,
): Promise<{ removed: string[]; html: string }> {
  const { html, removed } = cleanMailHtml(page.html);
  await db
    .insertInto('content_pages')
    .values({ slug: page.slug, title: page.title, html, updated_at: now })
    .onConflict((oc) => oc.column('slug').doUpdateSet({ title: page.title, html, updated_at: now }))
    .execute();
  return { removed, html };
}
