import { createFileRoute } from '@tanstack/react-router';
import { VipLevelsPage } from '../../../features/vip/vip-levels-page.tsx';

export const Route = createFileRoute('/_auth/vip/level')({
  component: VipLevelsPage,
});
