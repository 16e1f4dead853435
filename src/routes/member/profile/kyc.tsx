import { createFileRoute } from '@tanstack/react-router';
import { KycPage } from '../../../features/kyc/kyc-page.tsx';
import { requireAuth } from '../../../lib/guards.ts';

export const Route = createFileRoute('/member/profile/kyc')({
  staticData: { navbar: false, guard: 'auth' },
  beforeLoad: requireAuth,
  component: KycPage,
});
