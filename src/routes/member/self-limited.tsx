import { createFileRoute } from '@tanstack/react-router';
import { SelfLimitedPage } from '../../features/play-limits/self-limited-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/member/self-limited')({
  staticData: { navbar: false, guard: 'auth' },
  beforeLoad: requireAuth,
  component: SelfLimitedPage,
});
