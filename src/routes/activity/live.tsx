import { createFileRoute } from '@tanstack/react-router';
import { LivePage } from '../../features/events/live-page.tsx';

export const Route = createFileRoute('/activity/live')({
  staticData: { navbar: false },
  component: LivePage,
});
