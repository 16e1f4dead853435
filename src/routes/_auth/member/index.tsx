import { createFileRoute } from '@tanstack/react-router';
import { MemberPage } from '../../../features/member/member-page.tsx';

export const Route = createFileRoute('/_auth/member/')({
  staticData: { navbar: false },
  component: MemberPage,
});
