import { createFileRoute } from '@tanstack/react-router';
import { MemberGamesPage } from '../../../features/games/member-games-page.tsx';

export const Route = createFileRoute('/_auth/member/games')({
  staticData: { navbar: false },
  component: MemberGamesPage,
});
