import { createFileRoute } from '@tanstack/react-router';
import { CardListPage } from '../../../../../features/wallet/card-list-page.tsx';

export const Route = createFileRoute('/_auth/wallets/card/list/v2')({
  staticData: { navbar: false },
  component: CardListPage,
});
