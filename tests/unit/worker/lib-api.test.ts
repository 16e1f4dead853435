import { afterEach, describe, expect, it, vi } from 'vitest';

class FakeWorker {
  static made: { url: string; options: WorkerOptions | undefined }[] = [];
  constructor(url: URL, options?: WorkerOptions) {
    FakeWorker.made.push({ url: String(url), options });
  }
  addEventListener(): void {}
  removeEventListener(): void {}
  postMessage(): void {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeWorker.made = [];
});

describe('src/lib/api', () => {
  it('starts the module worker on the first call, not on import or on naming a call, and only once', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { api } = await import('../../../src/lib/api.ts');
    expect(FakeWorker.made).toHaveLength(0);
    void api.session.logout;
    expect(FakeWorker.made).toHaveLength(0);
    void api.session.logout();
    void api.session.refreshBalance();
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]?.url).toMatch(/worker\/api\.worker\.ts$/);
    expect(FakeWorker.made[0]?.options).toEqual({ type: 'module' });
  });

  it('does not start the worker when the api object is awaited or inspected', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { api } = await import('../../../src/lib/api.ts');
    await Promise.resolve(api);
    void String(Object.prototype.toString.call(api));
    expect(FakeWorker.made).toHaveLength(0);
  });

  it('marks the listener for Comlink so the worker can call it back', async () => {
    const { listen } = await import('../../../src/lib/api.ts');
    const { proxyMarker } = await import('comlink');
    const marked = listen(() => undefined) as unknown as Record<symbol, unknown>;
    expect(marked[proxyMarker]).toBe(true);
  });
});
