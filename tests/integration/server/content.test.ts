// The content pages: anyone reads them, only the operator writes them, and what is stored is cleaned first.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SLUGS } from '../../../contract/index.ts';
import { runOperatorCommand, UsageError } from '../../../server/domain/operator.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'pisowin-content-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(backends())('content pages on %s', (backend) => {
  let t: TestApp;
  const admin = (...args: string[]) => runOperatorCommand(t.db, 'content', args, t.clock.now());
  const get = (slug: unknown, token?: string) => t.post('/anonymous/getContentPage', { slug }, token ? { token } : {});

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('serves every seeded page to a visitor and to a player alike', async () => {
    const { token } = await newPlayer(t);
    for (const slug of CONTENT_SLUGS) {
      const visitor = await get(slug);
      expect(visitor.statusCode, slug).toBe(200);
      expect(visitor.json().data).toMatchObject({ slug, title: expect.any(String), html: expect.stringContaining('<') });
      expect((await get(slug, token)).json().data).toEqual(visitor.json().data);
    }
    const terms = (await get('terms-of-use')).json().data.html as string;
    expect(terms).toContain('21 years old');
    expect(terms).toContain('PAGCOR');
    expect((await get('privacy-policy')).json().data.html).toContain('Data Privacy Act of 2012');
  });

  it('answers an unknown slug with 404 and a malformed one with 400', async () => {
    const unknown = await get('no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, msg: 'There is no such page', data: null });
    for (const bad of ['../etc/passwd', 'FAQ', '', 'x'.repeat(41), 7, null]) {
      const response = await get(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().msg).toMatch(/slug/);
    }
  });

  it('lets the operator replace a page with HTML, cleaned before it is stored', async () => {
    const path = file(
      'faq.html',
      '<h2>Hi</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a> and <a href="/terms-of-use">terms</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><style>p{}</style>',
    );
    t.clock.advance(1000);
    const said = await admin('set', 'faq', path);
    expect(said).toMatch(/^Page faq saved; removed .*<script>/);
    const page = (await get('faq')).json().data;
    expect(page.title).toBe('Frequently asked questions');
    expect(page.updatedAt).toBe(t.clock.now());
    expect(page.html).toContain('<h2>Hi</h2>');
    expect(page.html).toContain('<a href="/terms-of-use">terms</a>');
    for (const bad of ['script', 'onclick', 'onerror', 'javascript:', 'style']) expect(page.html).not.toContain(bad);
  });

  it('turns a Markdown file into a page, raw HTML in it staying text', async () => {
    const path = file('about.md', '# About\n\nWe are **PisoWin**. <b>raw</b>\n\n- one\n- [two](https://example.com)\n');
    await admin('set', 'about-us', path, 'About', 'PisoWin');
    const page = (await get('about-us')).json().data;
    expect(page.title).toBe('About PisoWin');
    expect(page.html).toBe(
      '<h2>About</h2>\n<p>We are <strong>PisoWin</strong>. &lt;b&gt;raw&lt;/b&gt;</p>\n<ul><li>one</li><li><a href="https://example.com">two</a></li></ul>',
    );
  });

  it('adds a new page only with a title, and lists and shows pages', async () => {
    const path = file('new.html', '<p>Promo rules</p>');
    expect(await admin('set', 'promo-rules', path)).toMatch(/needs a title/);
    expect((await get('promo-rules')).statusCode).toBe(404);
    await admin('set', 'promo-rules', path, 'Promo', 'rules');
    expect(await admin('list')).toContain('promo-rules\tPromo rules');
    expect(await admin('show', 'promo-rules')).toBe('Promo rules\n\n<p>Promo rules</p>');
    await expect(admin('show', 'nothing-here')).rejects.toThrow('There is no such page');
  });

  it('refuses bad arguments as usage errors', async () => {
    const html = file('ok.html', '<p>x</p>');
    for (const args of [
      [],
      ['bogus'],
      ['set', 'faq'],
      ['set', 'faq', join(dir, 'missing.html')],
      ['set', 'faq', file('x.txt', 'x')],
      ['set', 'Bad Slug', html],
      ['show'],
      ['apk', 'http://insecure.example/app.apk'],
      ['apk', 'not a url'],
      ['licence'],
    ]) {
      await expect(runOperatorCommand(t.db, 'content', args, 0), args.join(' ')).rejects.toThrow(UsageError);
    }
  });

  it('sets and removes the licence number and the APK address, which reach the app through appConfig', async () => {
    const config = async () => (await t.post('/anonymous/appConfig', {})).json().data;
    expect(await config()).not.toHaveProperty('pagcorLicence');
    expect(await config()).not.toHaveProperty('apkUrl');
    await admin('licence', 'GLI-2024-0123');
    await admin('apk', 'https://download.example.com/pisowin.apk');
    expect(await config()).toMatchObject({ pagcorLicence: 'GLI-2024-0123', apkUrl: 'https://download.example.com/pisowin.apk' });
    await admin('licence', 'none');
    await admin('apk', 'none');
    const after = await config();
    expect(after).not.toHaveProperty('pagcorLicence');
    expect(after).not.toHaveProperty('apkUrl');
  });
});
