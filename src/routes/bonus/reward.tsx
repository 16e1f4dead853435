import { createFileRoute } from '@tanstack/react-router';
import { MyRewardsPage } from '../../features/bonus/my-rewards-page.tsx';

export const Route = createFileRoute('/bonus/reward')({
  component: MyRewardsPage,
});
