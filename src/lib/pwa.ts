// Service-worker registration, the update prompt state and the build-manifest poll (SPEC section 4).
import { VERSION_POLL_MS } from '../../contract/constants.ts';
import type { registerSW as registerServiceWorker } from 'virtual:pwa-register';
import { appStatus, patchStatus } from './app-status.ts';

let updateServiceWorker: ((reload?: boolean) => Promise<void>) | undefined;
let registration: ServiceWorkerRegistration | undefined;

/**
 * After a failed registration or first install, the next try waits this long, doubling up to the last figure. A first
 * install fails when one precached file does not arrive (a flaky connection, a server that answered 5xx): the browser
 * drops the worker and tries again only at the next page load, and an installed app or the Android shell can stay
 * open for days with nothing kept for the first offline open.
 */
export const SW_RETRY_MS = { first: 5_000, max: 5 * 60_000 } as const;

/** vite-plugin-pwa's registerSW, loaded once by startPwa; every retry registers through it again. */
let registerSW: typeof registerServiceWorker | undefined;

/** Registration loads after the first screen: workbox-window is not needed to draw it. */
export async function startPwa(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    patchStatus({ swRegistrationError: true });
    return;
  }
  ({ registerSW } = await import('virtual:pwa-register'));
  register();
  setInterval(checkForNewVersion, VERSION_POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForNewVersion();
  });
}

function register(): void {
  updateServiceWorker = registerSW?.({
    immediate: true,
    onNeedRefresh: () => patchStatus({ needRefresh: true }),
    onOfflineReady: () => patchStatus({ offlineReady: true }),
    onRegisteredSW: (_url, reg) => {
      registration = reg;
      if (reg) {
        askToBeClaimed(reg);
        watchFirstInstall(reg);
      }
    },
    onRegisterError: (error: unknown) => {
      patchStatus({ swRegistrationError: true });
      // A browser that does not allow service workers here (a private window, a policy) refuses every try alike.
      if (!(error instanceof DOMException && (error.name === 'SecurityError' || error.name === 'NotSupportedError'))) retryLater();
    },
  });
}

let retryDelay: number = SW_RETRY_MS.first;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Registers again after the current delay, or at once when the connection comes back, whichever is first. */
function retryLater(): void {
  if (retryTimer !== undefined) return;
  const again = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    window.removeEventListener('online', again);
    register();
  };
  retryTimer = setTimeout(again, retryDelay);
  retryDelay = Math.min(retryDelay * 2, SW_RETRY_MS.max);
  window.addEventListener('online', again);
}

/**
 * A page the active worker does not control asks it to. Such a page came after the worker's activation had claimed the
 * pages open then (its navigation left for the network while the worker was installing), or was loaded past the worker
 * (a hard reload). Left so until it is loaded again, it would not be drawn from the cache, and a write it queued for
 * later while offline would not reach the worker's queue.
 */
function askToBeClaimed(reg: ServiceWorkerRegistration): void {
  if (!reg.active || navigator.serviceWorker.controller) return;
  reg.active.postMessage({ type: 'CLAIM' });
}

/** With no worker active yet, a worker that turns redundant was a failed install: register again later. */
function watchFirstInstall(reg: ServiceWorkerRegistration): void {
  if (reg.active) return settled();
  const worker = reg.installing ?? reg.waiting;
  // Nothing installing and nothing active: the install already failed before this callback ran.
  if (!worker) return retryLater();
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated') settled();
    else if (worker.state === 'redundant' && !reg.active) retryLater();
  });
}

function settled(): void {
  retryDelay = SW_RETRY_MS.first;
  if (appStatus.get().swRegistrationError) patchStatus({ swRegistrationError: false });
}

/** Accepting the prompt activates the waiting service worker, which reloads the page. */
export function applyUpdate(): void {
  if (updateServiceWorker && registration?.waiting) void updateServiceWorker(true);
  else location.reload();
}

/** Polls version.json; a different build id means a deploy happened since this page loaded. */
export async function checkForNewVersion(): Promise<boolean> {
  try {
    const res = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return false;
    const { version } = (await res.json()) as { version?: string };
    if (!version || version === __BUILD_ID__) return false;
    if (registration) await registration.update();
    else patchStatus({ needRefresh: true });
    return true;
  } catch {
    return false;
  }
}
