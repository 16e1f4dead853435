import { createFileRoute } from '@tanstack/react-router';
import { VipHomePage } from '../../features/vip/vip-home-page.tsx';

export const Route = createFileRoute('/vip/home')({
  component: () => <VipHomePage />,
});
