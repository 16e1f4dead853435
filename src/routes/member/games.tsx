import { createFileRoute } from '@tanstack/react-router';
import { MemberGamesPage } from '../../features/games/member-games-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/member/games')({
  staticData: { navbar: false, guard: 'auth' },
  beforeLoad: requireAuth,
  component: MemberGamesPage,
});
