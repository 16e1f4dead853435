// Entry: wires the stylesheet, the router, the service worker and start-up; nothing else.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
// First, before the router and React: the browser's install event can fire before the app mounts.
import './lib/install-prompt.ts';
import { makeRouter } from './router.ts';
import { startPwa } from './lib/pwa.ts';
import { reloadTo } from './lib/stale-chunk.ts';
import { startUp } from './features/start-up/start-up.ts';
import { CoverLift } from './features/start-up/cover-lift.tsx';
import { logEvent, nudgeEventLog } from './lib/event-log.ts';
import { rememberInvitePid } from './lib/invite-pid.ts';
import { applySavedLanguage } from './lib/i18n/locale.ts';
import { loadAllWords } from './lib/i18n/index.ts';

/** The router, once start-up's first task has made it. */
let made: ReturnType<typeof makeRouter> | null = null;
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  const state = made?.state;
  reloadTo(!state || state.resolvedLocation?.href === state.location.href ? location.href : state.location.href);
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') nudgeEventLog('flush');
});
rememberInvitePid(location.search);
// Another screen than home waits for the rest of English (the root route's beforeLoad): ask for it now.
if (location.pathname !== '/') void loadAllWords();

/** The next task: what follows runs after the browser has had its turn (input, a paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in tasks of their own, each short on a 4x slower phone, not in one long task after the bundle has run.
void (async () => {
  await nextTask();
  const router = makeRouter();
  made = router;
  router.subscribe('onResolved', ({ toLocation }) => {
    logEvent('page_view', { path: toLocation.pathname });
    rememberInvitePid(toLocation.searchStr);
  });
  await nextTask();
  // The kept language (its table is a precached chunk), and the first location's matches before React's first render,
  // which then draws the screen in its transition. Left to the router's mount, the load commits them in one blocking
  // render (its store is read with useSyncExternalStore): the whole home screen was drawn in one long task. A load
  // that fails shows the route's error component as usual; the catch only keeps start-up going.
  await Promise.all([applySavedLanguage(), router.load().catch(() => undefined)]);
  await nextTask();
  // The worker and the stored screen's reads, in the kept language: the first screen and preLogin are already in it.
  void startUp(router);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React draws the first screen in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task (the main thread of a 4x slower phone stays responsive while the app starts).
  startTransition(() =>
    root.render(
      <StrictMode>
        <CoverLift />
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
  await nextTask();
  void startPwa();
})();
