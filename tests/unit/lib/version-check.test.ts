// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('build-manifest poll', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a refresh when version.json names another build, and polls with a time query', async () => {
    vi.stubGlobal('__BUILD_ID__', 'build-1');
    const { checkForNewVersion } = await import('../../../src/lib/pwa.ts');
    const { appStatus } = await import('../../../src/lib/app-status.ts');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ version: 'build-1' })));
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkForNewVersion()).toBe(false);
    expect(appStatus.get().needRefresh).toBe(false);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/^\/version\.json\?t=\d+$/);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ version: 'build-2' })));
    expect(await checkForNewVersion()).toBe(true);
    expect(appStatus.get().needRefresh).toBe(true);
  });

  it('stays quiet when offline', async () => {
    vi.stubGlobal('__BUILD_ID__', 'build-1');
    const { checkForNewVersion } = await import('../../../src/lib/pwa.ts');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await checkForNewVersion()).toBe(false);
  });
});
