import { createFileRoute } from '@tanstack/react-router';
import { SlotshackPage } from '../../features/events/slotshack-page.tsx';

export const Route = createFileRoute('/activity/slotshack')({
  staticData: { navbar: false },
  component: SlotshackPage,
});
