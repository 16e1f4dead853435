import { createFileRoute } from '@tanstack/react-router';
import { InfoPage } from '../../../features/auth/info-page.tsx';

export const Route = createFileRoute('/_auth/auth/info')({
  staticData: { navbar: false },
  component: InfoPage,
});
