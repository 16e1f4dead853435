import { createFileRoute } from '@tanstack/react-router';
import { MemberPage } from '../../features/member/member-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/member/')({
  staticData: { navbar: false, guard: 'auth' },
  beforeLoad: requireAuth,
  component: MemberPage,
});
