import { createFileRoute } from '@tanstack/react-router';
import { VipLayout } from '../../features/vip/vip-layout.tsx';

export const Route = createFileRoute('/_auth/vip')({
  component: VipLayout,
});
