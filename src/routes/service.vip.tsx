import { createFileRoute } from '@tanstack/react-router';
import { VipServicePage } from '../features/service/vip-service-page.tsx';

export const Route = createFileRoute('/service/vip')({
  staticData: { navbar: false },
  component: VipServicePage,
});
