import { createFileRoute } from '@tanstack/react-router';
import { CardListPage } from '../../../../../features/wallet/card-list-page.tsx';

// "Receiving Accounts". SPEC marks no guard; the accounts are a player's own, so a visitor logs in first.
export const Route = createFileRoute('/_auth/wallets/card/list/')({
  component: CardListPage,
});
