import { createFileRoute } from '@tanstack/react-router';
import { requireActivityLogin } from '../../lib/guards.ts';
import { LotteryRulePage } from '../../features/lottery/lottery-rule-page.tsx';

export const Route = createFileRoute('/activity/lottery/rule')({
  staticData: { navbar: false },
  beforeLoad: requireActivityLogin('/activity/lottery'),
  component: LotteryRulePage,
});
