import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { Lobby } from '../features/games/lobby.tsx';
import { api } from '../lib/api.ts';
import { tokenStore } from '../lib/session-token.ts';
import { positiveInt, searchSchema } from '../lib/search-params.ts';
import { ForPlayers } from './-parts/for-players.tsx';

export const Route = createFileRoute('/')({
  // The home screen is where the app opens (start_url): it loads with the entry, not a round trip later, so its
  // component is not split into a chunk of its own (the router plugin splits only what a grouping names).
  codeSplitGroupings: [['pendingComponent', 'errorComponent', 'notFoundComponent']],
  staticData: { navbar: true },
  // `gameType` opens that tab of the lobby (a task's Go for one game type).
  validateSearch: searchSchema({ gameType: positiveInt }),
  // Coordinator only: ask the worker for a fresh balance; the screen renders from Dexie at once.
  loader: () => {
    if (tokenStore.get()) void api.session.refreshBalance();
  },
  component: HomeRoute,
});

// A player's parts of home load with the first logged-in player (-parts/player-parts.tsx), drawn with the first-screen words.
const PlayerHomeParts = lazy(() => import('./-parts/player-parts.tsx').then((m) => ({ default: m.PlayerHomeParts })));

function HomeRoute() {
  return (
    <HomePage>
      <ForPlayers part={PlayerHomeParts} />
      <Lobby gameType={Route.useSearch().gameType} />
    </HomePage>
  );
}
