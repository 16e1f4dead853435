import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordPage } from '../../features/auth/set-password-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/auth/set-password')({
  staticData: { guard: 'auth' },
  beforeLoad: requireAuth,
  component: SetPasswordPage,
});
