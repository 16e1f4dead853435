import { createFileRoute } from '@tanstack/react-router';
import { requireActivityLogin } from '../../lib/guards.ts';
import { LotteryOrderPage } from '../../features/lottery/lottery-order-page.tsx';

export const Route = createFileRoute('/activity/lottery/order')({
  staticData: { navbar: false },
  beforeLoad: requireActivityLogin('/activity/lottery'),
  component: LotteryOrderPage,
});
