import { createFileRoute } from '@tanstack/react-router';
import { BindPage } from '../../features/auth/bind-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/auth/bind')({
  staticData: { navbar: false, guard: 'auth' },
  beforeLoad: requireAuth,
  component: BindPage,
});
