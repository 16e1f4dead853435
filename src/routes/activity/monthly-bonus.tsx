import { createFileRoute } from '@tanstack/react-router';
import { MonthlyBonusPage } from '../../features/monthly-bonus/monthly-bonus-page.tsx';

export const Route = createFileRoute('/activity/monthly-bonus')({
  component: MonthlyBonusPage,
});
