import { createFileRoute } from '@tanstack/react-router';
import { VipHomePage } from '../../../features/vip/vip-home-page.tsx';

export const Route = createFileRoute('/_auth/vip/home')({
  component: () => <VipHomePage />,
});
