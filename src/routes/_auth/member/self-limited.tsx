import { createFileRoute } from '@tanstack/react-router';
import { SelfLimitedPage } from '../../../features/play-limits/self-limited-page.tsx';

export const Route = createFileRoute('/_auth/member/self-limited')({
  staticData: { navbar: false },
  component: SelfLimitedPage,
});
