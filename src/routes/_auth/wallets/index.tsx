import { createFileRoute } from '@tanstack/react-router';
import { walletSearch } from '../../../features/wallet/search.ts';
import { WalletPage } from '../../../features/wallet/wallet-page.tsx';

export const Route = createFileRoute('/_auth/wallets/')({
  staticData: { navbar: false },
  validateSearch: walletSearch,
  component: Wallets,
});

function Wallets() {
  return <WalletPage search={Route.useSearch()} />;
}
