import { createFileRoute } from '@tanstack/react-router';
import { requireActivityLogin } from '../../lib/guards.ts';
import { LotteryHistoryPage } from '../../features/lottery/lottery-history-page.tsx';

export const Route = createFileRoute('/activity/lottery/history')({
  staticData: { navbar: false },
  beforeLoad: requireActivityLogin('/activity/lottery'),
  component: LotteryHistoryPage,
});
