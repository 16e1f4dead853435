import { createFileRoute } from '@tanstack/react-router';
import { CardEditPage } from '../../../features/wallet/card-edit-page.tsx';
import { cardEditSearch } from '../../../features/wallet/search.ts';
import { requireAuth } from '../../../lib/guards.ts';

export const Route = createFileRoute('/wallets/card/edit')({
  staticData: { guard: 'auth' },
  validateSearch: cardEditSearch,
  beforeLoad: requireAuth,
  component: CardEdit,
});

function CardEdit() {
  return <CardEditPage id={Route.useSearch().id} />;
}
