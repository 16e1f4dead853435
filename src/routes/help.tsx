import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/content/help-page.tsx';

export const Route = createFileRoute('/help')({
  staticData: { navbar: false },
  component: HelpPage,
});
