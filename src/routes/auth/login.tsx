import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/login-page.tsx';
import { loginSearch } from '../../features/auth/destination.ts';

export const Route = createFileRoute('/auth/login')({
  staticData: { navbar: false },
  validateSearch: loginSearch,
  component: Login,
});

function Login() {
  return <LoginPage search={Route.useSearch()} />;
}
