import { createFileRoute } from '@tanstack/react-router';
import { SetPasswordPage } from '../../../features/auth/set-password-page.tsx';

export const Route = createFileRoute('/_auth/auth/set-password')({
  component: SetPasswordPage,
});
