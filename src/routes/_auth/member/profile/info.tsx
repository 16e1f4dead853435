import { createFileRoute } from '@tanstack/react-router';
import { ProfileInfoPage } from '../../../../features/member/profile-info-page.tsx';

export const Route = createFileRoute('/_auth/member/profile/info')({
  component: ProfileInfoPage,
});
