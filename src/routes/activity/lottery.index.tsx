import { createFileRoute } from '@tanstack/react-router';
import { requireActivityLogin } from '../../lib/guards.ts';
import { LotteryPage } from '../../features/lottery/lottery-page.tsx';

export const Route = createFileRoute('/activity/lottery/')({
  staticData: { navbar: false },
  beforeLoad: requireActivityLogin('/activity/lottery'),
  component: LotteryPage,
});
