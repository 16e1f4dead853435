import { createFileRoute } from '@tanstack/react-router';
import { ProfileInfoPage } from '../../../features/member/profile-info-page.tsx';
import { requireAuth } from '../../../lib/guards.ts';

export const Route = createFileRoute('/member/profile/info')({
  staticData: { guard: 'auth' },
  beforeLoad: requireAuth,
  component: ProfileInfoPage,
});
