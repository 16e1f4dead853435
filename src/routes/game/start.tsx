import { createFileRoute, redirect } from '@tanstack/react-router';
import { GameStartPage } from '../../features/games/game-start-page.tsx';
import { gameStartSearch } from '../../features/games/start-search.ts';
import { isLoggedIn } from '../../lib/guards.ts';

export const Route = createFileRoute('/game/start')({
  staticData: { navbar: false },
  validateSearch: gameStartSearch,
  // A visitor logs in first; the login page brings them back here with the same gameId and tryIt (SPEC section 6).
  beforeLoad: async ({ search }) => {
    if (await isLoggedIn()) return;
    throw redirect({ to: '/auth/login', search: { gameId: search.gameId, tryIt: search.tryIt } });
  },
  component: StartRoute,
});

function StartRoute() {
  return <GameStartPage search={Route.useSearch()} />;
}
