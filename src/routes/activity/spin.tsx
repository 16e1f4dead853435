import { createFileRoute } from '@tanstack/react-router';
import { SpinPage } from '../../features/spin/spin-page.tsx';

export const Route = createFileRoute('/activity/spin')({
  staticData: { navbar: false },
  component: SpinPage,
});
