import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/member/profile-page.tsx';
import { requireAuth } from '../../../lib/guards.ts';

export const Route = createFileRoute('/member/profile/')({
  staticData: { guard: 'auth' },
  beforeLoad: requireAuth,
  component: ProfilePage,
});
