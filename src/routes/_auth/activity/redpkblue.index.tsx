import { createFileRoute } from '@tanstack/react-router';
import { RedBluePage } from '../../../features/red-blue/red-blue-page.tsx';

export const Route = createFileRoute('/_auth/activity/redpkblue/')({
  staticData: { navbar: false },
  component: RedBluePage,
});
