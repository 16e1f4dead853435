import { createFileRoute } from '@tanstack/react-router';
import { GameSearchPage } from '../../features/games/search-page.tsx';

export const Route = createFileRoute('/game/search')({
  staticData: { navbar: false },
  component: GameSearchPage,
});
