import { createFileRoute } from '@tanstack/react-router';
import { BonusHomePage } from '../../features/bonus/bonus-home-page.tsx';

export const Route = createFileRoute('/bonus/home')({
  component: BonusHomePage,
});
