import { createFileRoute } from '@tanstack/react-router';
import { BindPage } from '../../../features/auth/bind-page.tsx';

export const Route = createFileRoute('/_auth/auth/bind')({
  staticData: { navbar: false },
  component: BindPage,
});
