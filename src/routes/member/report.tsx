import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../../features/games/report-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/member/report')({
  staticData: { navbar: false, guard: 'auth' },
  beforeLoad: requireAuth,
  component: ReportPage,
});
