import { createFileRoute } from '@tanstack/react-router';
import { BankActivityPage } from '../../../features/wallet/bank-activity-page.tsx';
import { bankActivitySearch } from '../../../features/wallet/search.ts';

export const Route = createFileRoute('/_auth/activity/bank')({
  validateSearch: bankActivitySearch,
  component: BankActivity,
});

function BankActivity() {
  return <BankActivityPage order={Route.useSearch().order} />;
}
