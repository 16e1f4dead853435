import { createFileRoute } from '@tanstack/react-router';
import { ForgetPage } from '../../features/auth/forget-page.tsx';

export const Route = createFileRoute('/auth/forget')({
  staticData: { navbar: false },
  component: ForgetPage,
});
