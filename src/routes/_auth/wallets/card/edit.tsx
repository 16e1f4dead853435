import { createFileRoute } from '@tanstack/react-router';
import { CardEditPage } from '../../../../features/wallet/card-edit-page.tsx';
import { cardEditSearch } from '../../../../features/wallet/search.ts';

export const Route = createFileRoute('/_auth/wallets/card/edit')({
  validateSearch: cardEditSearch,
  component: CardEdit,
});

function CardEdit() {
  return <CardEditPage id={Route.useSearch().id} />;
}
