import { createFileRoute } from '@tanstack/react-router';
import { SharePage } from '../features/agent/share-page.tsx';

export const Route = createFileRoute('/share')({
  staticData: { navbar: false },
  component: SharePage,
});
