import { createFileRoute } from '@tanstack/react-router';
import { DiamondLogPage } from '../../../features/diamonds/diamond-log-page.tsx';

export const Route = createFileRoute('/_auth/diamonds/log')({
  staticData: { navbar: false },
  component: DiamondLogPage,
});
