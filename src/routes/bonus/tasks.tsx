import { createFileRoute } from '@tanstack/react-router';
import { TasksScreen } from '../../features/tasks/tasks-screen.tsx';

export const Route = createFileRoute('/bonus/tasks')({
  component: TasksScreen,
});
