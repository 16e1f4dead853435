// Serving the built PWA: security headers, cache rules per file, MIME types, and the client-route fallback.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { precompressDir } from '../../../scripts/precompress.ts';

const INDEX = '<!doctype html><html><head><title>PisoWin</title></head><body><div id="root"></div></body></html>';
/** Big enough to be precompressed, as a real chunk is. */
const CHUNK = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');
const BIG_INDEX = INDEX.replace('</body>', `<!-- ${'padding '.repeat(200)} --></body>`);

describe('static site', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'pisowin-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), BIG_INDEX);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(join(dist, 'version.json'), '{"version":"1.0.0"}');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    writeFileSync(join(dist, 'assets', 'home-def456.js'), CHUNK);
    writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'PisoWin', description: 'x'.repeat(600) }));
    await precompressDir(dist);
    t = await startTestApp('pglite', { distDir: dist, apiOrigin: 'https://api.pisowin.test' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('sends the Content-Security-Policy and other security headers', async () => {
    const response = await get('/');
    const csp = response.headers['content-security-policy'] as string;
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self' https://api.pisowin.test",
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('isolates the app from other windows without the header that keeps Chromium from reading its code cache', async () => {
    // With Origin-Agent-Cluster beside COOP same-origin, Chromium compiled the app's scripts from source on every cold
    // open (no V8 code cache read; about 1.8 s to the balance at 4x CPU against 0.9 s without it, `npm run bench`).
    for (const url of ['/', '/assets/index-abc123.js', '/sw.js']) {
      const response = await get(url);
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['origin-agent-cluster'], url).toBeUndefined();
    }
  });

  it('serves index.html, sw.js, version.json and the manifest with no-cache', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/version.json', '/manifest.webmanifest']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/')).body).toBe(BIG_INDEX);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('writes brotli and gzip copies of text files at build time, and none for files too small to gain', () => {
    const chunk = join(dist, 'assets', 'home-def456.js');
    expect(brotliDecompressSync(readFileSync(`${chunk}.br`)).toString()).toBe(CHUNK);
    expect(gunzipSync(readFileSync(`${chunk}.gz`)).toString()).toBe(CHUNK);
    expect(readFileSync(`${chunk}.br`).length).toBeLessThan(readFileSync(`${chunk}.gz`).length);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'index-abc123.js.br'))).toBe(false);
  });

  it('sends the precompressed bytes to a browser that takes brotli, with the cache rule of the file', async () => {
    const chunk = join(dist, 'assets', 'home-def456.js');
    const brotli = await t.app.inject({ method: 'GET', url: '/assets/home-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(readFileSync(`${chunk}.br`))).toBe(true);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzipped = await t.app.inject({ method: 'GET', url: '/assets/home-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(readFileSync(`${chunk}.gz`))).toBe(true);

    const plain = await get('/assets/home-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('sends the entry files precompressed too, still revalidated and with their own types', async () => {
    for (const url of ['/', '/index.html', '/vip', '/manifest.webmanifest']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { 'accept-encoding': 'br' } });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    const index = await t.app.inject({ method: 'GET', url: '/vip', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(BIG_INDEX);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends the right MIME types', async () => {
    expect((await get('/manifest.webmanifest')).headers['content-type']).toBe('application/manifest+json');
    expect((await get('/')).headers['content-type']).toMatch(/^text\/html/);
    expect((await get('/version.json')).headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers index.html for a client route so the client router shows the page or its own 404', async () => {
    for (const url of ['/vip', '/activity/jackpot?x=1', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(BIG_INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps API paths and missing assets out of the fallback', async () => {
    expect((await get('/app/v1/preLogin')).json()).toMatchObject({ code: 404, msg: 'Unknown call' });
    expect((await get('/admin/maintenance')).json()).toMatchObject({ code: 404 });
    expect((await get('/__test/events')).statusCode).toBe(404);
    const staleChunk = await get('/assets/gone-123.js');
    expect(staleChunk.statusCode).toBe(404);
    expect(staleChunk.body).not.toContain('<div id="root">');
  });

  it('still answers the API beside the site', async () => {
    const response = await t.post('/anonymous/appConfig', {});
    expect(response.json()).toMatchObject({ code: 0, data: { currency: 'PHP' } });
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('answers CORS preflights only for configured origins', async () => {
    const site = await startTestAppSharing(t, ['https://app.pisowin.test']);
    const allowed = await site.inject({
      method: 'OPTIONS',
      url: '/app/v1/preLogin',
      headers: {
        origin: 'https://app.pisowin.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,idempotency-key,content-type',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.pisowin.test');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/authorization.*idempotency-key/);
    const other = await site.inject({
      method: 'OPTIONS',
      url: '/app/v1/preLogin',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await site.close();
  });
});

/** A second app on the same database, with CORS origins set. */
function startTestAppSharing(t: TestApp, corsOrigins: string[]) {
  return buildApp({ db: t.db, now: t.clock.now, corsOrigins });
}
