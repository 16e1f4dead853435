import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../../features/member/profile-page.tsx';

export const Route = createFileRoute('/_auth/member/profile/')({
  component: ProfilePage,
});
