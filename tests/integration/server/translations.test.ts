// Operator texts follow the player's locale cookie; an edited English source shows English until translated again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runOperatorCommand, UsageError } from '../../../server/domain/operator.ts';
import { forgetTranslations } from '../../../server/domain/content/translations.ts';
import { backends, newPlayer, startTestApp, type TestApp } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'pisowin-translations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(backends())('operator text translations on %s', (backend) => {
  let t: TestApp;
  const admin = (...args: string[]) => runOperatorCommand(t.db, 'content', args, t.clock.now());
  const page = (slug: string, cookie?: string) => t.post('/anonymous/getContentPage', { slug }, cookie ? { headers: { cookie } } : {});

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  beforeEach(() => forgetTranslations());

  it('serves the seeded Filipino content pages to a player whose locale cookie says fil, English otherwise', async () => {
    const english = (await page('faq')).json().data;
    const filipino = (await page('faq', 'locale=fil')).json().data;
    expect(filipino.slug).toBe('faq');
    expect(filipino.title).not.toBe(english.title);
    expect(filipino.html).not.toBe(english.html);
    expect((await page('faq', 'locale=en-PH')).json().data).toEqual(english);
    expect((await page('faq', 'locale=xx')).json().data).toEqual(english);
  });

  it('gives a Filipino player the welcome mail, its inbox row and the seeded task names in Filipino', async () => {
    const { token } = await newPlayer(t);
    const inbox = (cookie?: string) => t.post('/app/v1/getMail3', { page: 1 }, { token, ...(cookie ? { headers: { cookie } } : {}) });
    const english = (await inbox()).json().data.list[0];
    const filipino = (await inbox('locale=fil')).json().data.list[0];
    expect(english.title).toBe('Welcome to PisoWin');
    expect(filipino.title).toBe('Maligayang pagdating sa PisoWin');
    expect(filipino.preview).not.toBe(english.preview);
    expect(filipino.preview).toMatch(/^Kumusta/);
    const detail = (await t.post('/app/v1/getMailDetail', { id: filipino.id }, { token, headers: { cookie: 'locale=fil' } })).json().data;
    expect(detail.body).toContain('Unang gagawin');
    const tasks = JSON.stringify((await t.post('/app/v1/getTaskUser', {}, { token, headers: { cookie: 'locale=fil' } })).json().data);
    expect(tasks).toContain('Mag-log in ngayong araw');
    expect(tasks).not.toContain('Log in today');
  });

  it('lets the operator translate a text and a page, list them and take one back', async () => {
    const file = join(dir, 'about.html');
    writeFileSync(file, '<h2>Sino kami</h2><p>Kami ang PisoWin.</p><script>alert(1)</script>');
    const about = (await page('about-us')).json().data;
    expect(await admin('translate-page', 'about-us', 'fil', file, 'Tungkol sa amin')).toContain('removed');
    const filipino = (await page('about-us', 'locale=fil')).json().data;
    expect(filipino.title).toBe('Tungkol sa amin');
    expect(filipino.html).toContain('Sino kami');
    expect(filipino.html).not.toContain('script');

    // The English page edited: its old translation no longer matches, so the new English shows.
    const edited = join(dir, 'about-new.html');
    writeFileSync(edited, '<p>New English copy.</p>');
    await admin('set', 'about-us', edited);
    expect((await page('about-us', 'locale=fil')).json().data.html).toContain('New English copy.');

    await admin('translate', 'fil', about.title, 'Tungkol sa PisoWin');
    expect(await admin('translations', 'fil')).toContain('Tungkol sa PisoWin');
    expect((await page('about-us', 'locale=fil')).json().data.title).toBe('Tungkol sa PisoWin');
    expect(await admin('untranslate', 'fil', about.title)).toContain('English again');
    expect((await page('about-us', 'locale=fil')).json().data.title).toBe(about.title);
  });

  it('refuses translations into English or an unknown language, and empty texts', async () => {
    for (const args of [
      ['translate', 'en-PH', 'Hello', 'Hi'],
      ['translate', 'de', 'Hello', 'Hallo'],
      ['translate', 'fil', 'Hello', ' '],
      ['translate', 'fil', 'Hello'],
      ['translations', 'xx'],
    ])
      await expect(admin(...args), args.join(' ')).rejects.toBeInstanceOf(UsageError);
  });
});
