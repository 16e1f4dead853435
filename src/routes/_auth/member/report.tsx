import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../../../features/games/report-page.tsx';

export const Route = createFileRoute('/_auth/member/report')({
  staticData: { navbar: false },
  component: ReportPage,
});
