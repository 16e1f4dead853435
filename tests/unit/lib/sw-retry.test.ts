// @vitest-environment jsdom
// The app registers its service worker again after a failed registration or a failed first install (src/lib/pwa.ts),
// with a doubling wait, at once when the connection returns, and from the first wait again once a worker is active.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

const calls: RegisterSWOptions[] = [];
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    calls.push(options);
    return async () => undefined;
  },
}));

/** A ServiceWorker stand-in whose state the test moves on. */
function fakeWorker(state: ServiceWorkerState) {
  const listeners: (() => void)[] = [];
  const worker = {
    state,
    messages: [] as unknown[],
    postMessage: (message: unknown) => worker.messages.push(message),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    moveTo(next: ServiceWorkerState) {
      worker.state = next;
      for (const listener of listeners) listener();
    },
  };
  return worker;
}

const registrationWith = (parts: { installing?: unknown; active?: unknown }) =>
  ({ installing: null, waiting: null, active: null, ...parts }) as unknown as ServiceWorkerRegistration;

describe('service worker registration retries', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.resetModules();
    vi.useFakeTimers();
    vi.stubGlobal('__BUILD_ID__', 'build-1');
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 5 s after a failed registration, then twice as long each time, up to 5 min', async () => {
    const { startPwa, SW_RETRY_MS } = await import('../../../src/lib/pwa.ts');
    const { appStatus } = await import('../../../src/lib/app-status.ts');
    await startPwa();
    expect(calls).toHaveLength(1);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      calls.at(-1)!.onRegisterError!(new Error('offline'));
      expect(appStatus.get().swRegistrationError).toBe(true);
      const before = calls.length;
      let waited = 0;
      while (calls.length === before) {
        await vi.advanceTimersByTimeAsync(1_000);
        waited += 1_000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 300, 300, 300].map((s) => s * 1_000));
    expect(SW_RETRY_MS.first).toBe(5_000);
  });

  it('tries again at once when the connection comes back, and only once for both', async () => {
    const { startPwa } = await import('../../../src/lib/pwa.ts');
    await startPwa();
    calls[0]!.onRegisterError!(new Error('offline'));
    window.dispatchEvent(new Event('online'));
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  it('registers again when the first install turns redundant, and starts from the first wait once one is active', async () => {
    const { startPwa } = await import('../../../src/lib/pwa.ts');
    const { appStatus } = await import('../../../src/lib/app-status.ts');
    await startPwa();
    const first = fakeWorker('installing');
    calls[0]!.onRegisteredSW!('/sw.js', registrationWith({ installing: first }));
    first.moveTo('redundant');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(2);

    // The second try fails too, before its callback runs: nothing installing, nothing active.
    calls[1]!.onRegisteredSW!('/sw.js', registrationWith({}));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);

    calls[2]!.onRegisterError!(new Error('offline'));
    const third = fakeWorker('installing');
    await vi.advanceTimersByTimeAsync(20_000);
    calls[3]!.onRegisteredSW!('/sw.js', registrationWith({ installing: third }));
    third.moveTo('activated');
    expect(appStatus.get().swRegistrationError).toBe(false);

    // A later failure (a new build's install) starts again from 5 s.
    calls[3]!.onRegisterError!(new Error('offline'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(5);
  });

  it('does not try again where the browser refuses service workers', async () => {
    const { startPwa } = await import('../../../src/lib/pwa.ts');
    const { appStatus } = await import('../../../src/lib/app-status.ts');
    await startPwa();
    calls[0]!.onRegisterError!(new DOMException('Service workers are disabled', 'SecurityError'));
    expect(appStatus.get().swRegistrationError).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(1);
  });

  it('leaves an active worker alone', async () => {
    const { startPwa } = await import('../../../src/lib/pwa.ts');
    await startPwa();
    calls[0]!.onRegisteredSW!('/sw.js', registrationWith({ active: fakeWorker('activated') }));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(1);
  });

  it('asks an active worker that does not control the page to claim it, and only then', async () => {
    const { startPwa } = await import('../../../src/lib/pwa.ts');
    await startPwa();
    // The page came after the worker's activation had claimed the pages open then: no controller.
    const active = fakeWorker('activated');
    calls[0]!.onRegisteredSW!('/sw.js', registrationWith({ active }));
    expect(active.messages).toEqual([{ type: 'CLAIM' }]);

    // A page the worker controls asks nothing; nor does one whose first worker is still installing (its activation
    // claims the page).
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: active }, configurable: true });
    const controlling = fakeWorker('activated');
    calls[0]!.onRegisteredSW!('/sw.js', registrationWith({ active: controlling }));
    expect(controlling.messages).toEqual([]);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const installing = fakeWorker('installing');
    calls[0]!.onRegisteredSW!('/sw.js', registrationWith({ installing }));
    expect(installing.messages).toEqual([]);
  });
});
