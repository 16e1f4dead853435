import { createFileRoute } from '@tanstack/react-router';
import { RewardRecordScreen } from '../../features/bonus/reward-record-screen.tsx';

export const Route = createFileRoute('/reward/record')({
  component: RewardRecordScreen,
});
