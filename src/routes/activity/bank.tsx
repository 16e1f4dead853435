import { createFileRoute } from '@tanstack/react-router';
import { BankActivityPage } from '../../features/wallet/bank-activity-page.tsx';
import { bankActivitySearch } from '../../features/wallet/search.ts';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/activity/bank')({
  staticData: { guard: 'auth' },
  validateSearch: bankActivitySearch,
  beforeLoad: requireAuth,
  component: BankActivity,
});

function BankActivity() {
  return <BankActivityPage order={Route.useSearch().order} />;
}
