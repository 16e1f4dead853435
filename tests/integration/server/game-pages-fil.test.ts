// The built-in game pages in Filipino, as the server serves them: a launch from a player with the Filipino cookie
// carries lang=fil, the page comes marked fil with its table loaded first, the table holds the shared and the game's
// texts, and the page's calls sent with lang=fil are refused and verified in Filipino; English stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCalls, backends, BUILT_IN_GAME_IDS, fundedPlayer, gameCalls, startTestApp, type TestApp } from './helpers.ts';

describe.each(backends())('game pages in Filipino on %s', (backend) => {
  let t: TestApp;
  const { call } = appCalls(() => t);
  const { gameApi, gameData } = gameCalls(() => t);

  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('launches with lang=fil for a Filipino player and serves the page and its table in Filipino', async () => {
    const { token } = await fundedPlayer(t, 10_000, 'gpf');
    const fil = await call('startGame', { gameId: BUILT_IN_GAME_IDS['plinko-drop'], tryIt: false }, token, { cookie: 'locale=fil' });
    const url = new URL(fil.json().data.url, 'http://x');
    expect(url.searchParams.get('lang')).toBe('fil');
    const english = await call('startGame', { gameId: BUILT_IN_GAME_IDS['plinko-drop'], tryIt: false }, token);
    expect(new URL(english.json().data.url, 'http://x').searchParams.has('lang')).toBe(false);

    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fil">');
    expect(page.body.indexOf('/games/plinko-drop/texts.js?lang=fil')).toBeLessThan(page.body.indexOf('/games/shared/common.js'));
    const plain = await t.app.inject({ method: 'GET', url: '/games/plinko-drop/' });
    expect(plain.body).toContain('<html lang="en">');
    expect(plain.body).not.toContain('texts.js');

    const table = await t.app.inject({ method: 'GET', url: '/games/plinko-drop/texts.js?lang=fil' });
    expect(table.headers['content-type']).toMatch(/^text\/javascript/);
    const texts = JSON.parse(/^window\.GAME_TEXTS = (.*);\n$/s.exec(table.body)![1]!) as { texts: Record<string, string>; help: string };
    expect(texts.texts['Verify a round']).toBe('I-verify ang isang round');
    expect(Object.keys(texts.texts).length).toBeGreaterThan(40);
    expect(texts.help).toContain('<h2>');
  });

  it('refuses and verifies in the language the page sends', async () => {
    const { token } = await fundedPlayer(t, 10_000, 'gpv');
    const started = await call('startGame', { gameId: BUILT_IN_GAME_IDS['lucky-sampaguita'], tryIt: false }, token, { cookie: 'locale=fil' });
    const launch = new URL(started.json().data.url, 'http://x').searchParams.get('launch')!;
    const { sessionKey } = await gameData('lucky-sampaguita', 'open', { launch, lang: 'fil' });

    const odd = { session: sessionKey, bet: 101, lang: 'fil' };
    const filipino = await gameApi('lucky-sampaguita', 'play', odd);
    expect(filipino.json().code).toBe(400);
    expect(filipino.json().msg).toMatch(/^Pumili ng taya na pantay na mahahati sa \d+ na bahagi$/);
    expect((await gameApi('lucky-sampaguita', 'play', { ...odd, lang: undefined })).json().msg).toMatch(/^Choose a bet that splits evenly/);

    // A message of the server itself (no session) and the verify form's own, in Filipino.
    expect((await gameApi('lucky-sampaguita', 'play', { bet: 100, lang: 'fil' })).json().msg).toBe('Buksan ang laro mula sa lobby');
    const noSeed = await gameApi('dice-roll', 'verify', { serverSeed: 'x', clientSeed: 'c', nonce: 0, lang: 'fil' });
    expect(noSeed.json().msg).toBe('Ang server seed ay 64 na character ng 0-9 at a-f: kopyahin ito mula sa ipinakitang seed');
    const seed = 'ab'.repeat(32);
    const words = await gameData('dice-roll', 'verify', { serverSeed: seed, clientSeed: 'c', nonce: 0, lang: 'fil' });
    expect(words.words).toMatch(/^Ang lumabas ay \d+\.\d\d/);
    expect((await gameData('dice-roll', 'verify', { serverSeed: seed, clientSeed: 'c', nonce: 0 })).words).toMatch(/^The roll was/);
  });
});
