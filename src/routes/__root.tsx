import { lazy, Suspense } from 'react';
import { createRootRoute } from '@tanstack/react-router';
import { RootLayout } from '../features/shell/root-layout.tsx';
import { useAuthModal } from '../lib/modal-store.ts';
import { loadAllWords, withAllWords } from '../lib/i18n/index.ts';
import '../lib/install-prompt.ts';
import './-modals/registrations.ts';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { ModalHost } from '../features/start-modals/modal-host.tsx';
import { StartModals } from '../features/start-modals/start-modals.tsx';
import { ChatHost } from '../features/service/chat-host.tsx';
import { ForPlayers } from './-parts/for-players.tsx';

export const Route = createRootRoute({
  // Every screen but home draws texts beyond the first screen's: their table loads first (once, and precached).
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : loadAllWords()),
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

// The auth forms load on first open: they are not needed to draw the first screen.
const AuthModals = lazy(withAllWords(() => import('../features/auth/auth-modals.tsx').then((m) => ({ default: m.AuthModals }))));
// A player's parts load with the first logged-in player (-parts/player-parts.tsx), drawn with the first-screen words.
const PlayerShellParts = lazy(() => import('./-parts/player-parts.tsx').then((m) => ({ default: m.PlayerShellParts })));

function Root() {
  const auth = useAuthModal();
  return (
    <>
      <ForPlayers part={PlayerShellParts} />
      <StartModals />
      <ChatHost />
      <RootLayout
        modals={
          <>
            {auth && (
              <Suspense fallback={null}>
                <AuthModals />
              </Suspense>
            )}
            <ModalHost />
          </>
        }
      />
    </>
  );
}
