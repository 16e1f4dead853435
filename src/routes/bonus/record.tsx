import { createFileRoute } from '@tanstack/react-router';
import { RewardRecordList } from '../../features/bonus/reward-record-list.tsx';

export const Route = createFileRoute('/bonus/record')({
  component: BonusRecord,
});

function BonusRecord() {
  return <RewardRecordList resume="/bonus/record" />;
}
