import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../features/service/service-page.tsx';

export const Route = createFileRoute('/service/')({
  staticData: { navbar: false },
  component: ServicePage,
});
