import { createFileRoute } from '@tanstack/react-router';
import { requireActivityLogin } from '../../lib/guards.ts';
import { LotteryRecordPage } from '../../features/lottery/lottery-record-page.tsx';

export const Route = createFileRoute('/activity/lottery/record')({
  staticData: { navbar: false },
  beforeLoad: requireActivityLogin('/activity/lottery'),
  component: LotteryRecordPage,
});
