// Service-worker registration, the update prompt state and the build-manifest poll (SPEC section 4).
import { VERSION_POLL_MS } from '../../contract/constants.ts';
import { patchStatus } from './app-status.ts';

let updateServiceWorker: ((reload?: boolean) => Promise<void>) | undefined;
let registration: ServiceWorkerRegistration | undefined;

/** Registration loads after the first screen: workbox-window is not needed to draw it. */
export async function startPwa(): Promise<void> {
  if (!('serviceWorker' in navigator)) {
    patchStatus({ swRegistrationError: true });
    return;
  }
  const { registerSW } = await import('virtual:pwa-register');
  updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => patchStatus({ needRefresh: true }),
    onOfflineReady: () => patchStatus({ offlineReady: true }),
    onRegisteredSW: (_url, reg) => {
      registration = reg;
    },
    onRegisterError: () => patchStatus({ swRegistrationError: true }),
  });
  setInterval(checkForNewVersion, VERSION_POLL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForNewVersion();
  });
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
