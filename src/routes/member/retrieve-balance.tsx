import { createFileRoute } from '@tanstack/react-router';
import { RetrieveBalancePage } from '../../features/games/retrieve-balance-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/member/retrieve-balance')({
  staticData: { navbar: false, guard: 'auth' },
  beforeLoad: requireAuth,
  component: RetrieveBalancePage,
});
