import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { Lobby } from '../features/games/lobby.tsx';
import { api } from '../lib/api.ts';
import { tokenStore } from '../lib/session-token.ts';

export const Route = createFileRoute('/')({
  staticData: { navbar: true },
  // Coordinator only: ask the worker for a fresh balance; the screen renders from Dexie at once.
  loader: () => {
    if (tokenStore.get()) void api.session.refreshBalance();
  },
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <HomePage>
      <Lobby />
    </HomePage>
  );
}
