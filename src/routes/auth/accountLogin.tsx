import { createFileRoute } from '@tanstack/react-router';
import { AccountLoginPage } from '../../features/auth/account-login-page.tsx';
import { loginSearch } from '../../features/auth/destination.ts';

export const Route = createFileRoute('/auth/accountLogin')({
  staticData: { navbar: false },
  validateSearch: loginSearch,
  component: AccountLogin,
});

function AccountLogin() {
  return <AccountLoginPage search={Route.useSearch()} />;
}
