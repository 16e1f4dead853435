import { createFileRoute } from '@tanstack/react-router';
import { BonusEventPage } from '../../features/bonus/bonus-event-page.tsx';

export const Route = createFileRoute('/bonus/event')({
  component: BonusEventPage,
});
