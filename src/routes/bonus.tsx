import { createFileRoute } from '@tanstack/react-router';
import { BonusLayout } from '../features/bonus/bonus-layout.tsx';

export const Route = createFileRoute('/bonus')({
  component: BonusLayout,
});
