import { createFileRoute } from '@tanstack/react-router';
import { CardListPage } from '../../../../features/wallet/card-list-page.tsx';
import { requireAuth } from '../../../../lib/guards.ts';

export const Route = createFileRoute('/wallets/card/list/v2')({
  staticData: { navbar: false, guard: 'auth' },
  beforeLoad: requireAuth,
  component: CardListPage,
});
