import { createFileRoute } from '@tanstack/react-router';
import { PointsPage } from '../features/tasks/points-page.tsx';

export const Route = createFileRoute('/points')({
  component: PointsPage,
});
