import { createFileRoute } from '@tanstack/react-router';
import { VipLayout } from '../features/vip/vip-layout.tsx';
import { requireAuth } from '../lib/guards.ts';

export const Route = createFileRoute('/vip')({
  staticData: { guard: 'auth' },
  beforeLoad: requireAuth,
  component: VipLayout,
});
