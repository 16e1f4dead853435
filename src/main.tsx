// Entry: wires the stylesheet, the router, the service worker and start-up; nothing else.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
// First, before the router and React: the browser's install event can fire before the app mounts.
import './lib/install-prompt.ts';
import { router } from './router.ts';
import { startPwa } from './lib/pwa.ts';
import { reloadTo } from './lib/stale-chunk.ts';
import { startUp } from './features/start-up/start-up.ts';
import { logEvent, nudgeEventLog } from './lib/event-log.ts';
import { rememberInvitePid } from './lib/invite-pid.ts';
import { applySavedLanguage } from './lib/i18n/locale.ts';
import { loadAllWords } from './lib/i18n/index.ts';

window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  const target = router.state.resolvedLocation?.href === router.state.location.href ? location.href : router.state.location.href;
  reloadTo(target);
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') nudgeEventLog('flush');
});
router.subscribe('onResolved', ({ toLocation }) => {
  logEvent('page_view', { path: toLocation.pathname });
  rememberInvitePid(toLocation.searchStr);
});
rememberInvitePid(location.search);
// Another screen than home waits for the rest of English (the root route's beforeLoad): ask for it now.
if (location.pathname !== '/') void loadAllWords();

void startPwa();
// The kept language first (its table is a precached chunk): the first screen and preLogin are already in it.
void applySavedLanguage().then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React draws the first screen in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task (the main thread of a 4x slower phone stays responsive while the app starts).
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
  void startUp(router);
});
