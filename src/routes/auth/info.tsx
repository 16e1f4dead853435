import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../../features/auth/info-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/auth/info')({
  staticData: { navbar: false, guard: 'auth' },
  beforeLoad: requireAuth,
  component: InfoPage,
});
