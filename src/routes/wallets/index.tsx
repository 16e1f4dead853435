import { createFileRoute } from '@tanstack/react-router';
import { walletSearch } from '../../features/wallet/search.ts';
import { WalletPage } from '../../features/wallet/wallet-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/wallets/')({
  staticData: { navbar: false, guard: 'auth' },
  validateSearch: walletSearch,
  beforeLoad: requireAuth,
  component: Wallets,
});

function Wallets() {
  return <WalletPage search={Route.useSearch()} />;
}
