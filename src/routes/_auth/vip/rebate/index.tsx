import { createFileRoute } from '@tanstack/react-router';
import { RebatePage } from '../../../../features/vip/rebate-page.tsx';

export const Route = createFileRoute('/_auth/vip/rebate/')({
  component: () => <RebatePage />,
});
