import { createFileRoute } from '@tanstack/react-router';
import { RebateRecordPage } from '../../../../features/vip/rebate-record-page.tsx';

export const Route = createFileRoute('/_auth/vip/rebate/record')({
  component: RebateRecordPage,
});
