// The content module keeps each page fetched by slug, so it reads offline; a failure or a 404 keeps what was there.
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../../contract/index.ts';
import { getKv } from '../../../src/db/database.ts';
import { createContent } from '../../../worker/content.ts';
import { envelope, failure, type Reply } from './fake-server.ts';
import { createHarness } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;

function setUp(script: Reply[]) {
  harness = createHarness(script);
  return { ...harness, content: createContent({ http: harness.http, db: harness.db, state: harness.state, now: harness.now }) };
}

afterEach(async () => {
  await harness?.db.delete();
});

const page = (slug: string, html = '<p>Hi</p>'): ContentPage => ({ slug, title: slug.toUpperCase(), html, updatedAt: 5 });

describe('content module', () => {
  it('keeps each page by slug, the newest copy replacing the old', async () => {
    const h = setUp([envelope(page('faq')), envelope(page('terms-of-use')), envelope(page('faq', '<p>New</p>'))]);
    expect(await h.content.load('faq')).toMatchObject({ ok: true, data: { slug: 'faq' } });
    await h.content.load('terms-of-use');
    await h.content.load('faq');
    const kept = await getKv('contentPages', h.db);
    expect(Object.keys(kept ?? {}).sort()).toEqual(['faq', 'terms-of-use']);
    expect(kept?.faq?.html).toBe('<p>New</p>');
    expect(h.server.requests[0]!.body).toMatchObject({ slug: 'faq' });
  });

  it('a 404 or a bad answer keeps the saved copy', async () => {
    const h = setUp([envelope(page('faq')), failure(404, 'There is no such page'), envelope({ slug: 'faq', html: 7 })]);
    await h.content.load('faq');
    expect(await h.content.load('faq')).toMatchObject({ ok: false, code: 404 });
    expect((await h.content.load('faq')).ok).toBe(false);
    expect((await getKv('contentPages', h.db))?.faq?.html).toBe('<p>Hi</p>');
  });
});
