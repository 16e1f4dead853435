import { createFileRoute } from '@tanstack/react-router';
import { VipLevelsPage } from '../../features/vip/vip-levels-page.tsx';

export const Route = createFileRoute('/vip/level')({
  component: VipLevelsPage,
});
