import { createFileRoute } from '@tanstack/react-router';
import { requireActivityLogin } from '../../lib/guards.ts';
import { LotteryProductPage } from '../../features/lottery/lottery-product-page.tsx';

export const Route = createFileRoute('/activity/lottery/product')({
  staticData: { navbar: false },
  beforeLoad: requireActivityLogin('/activity/lottery'),
  component: LotteryProductPage,
});
