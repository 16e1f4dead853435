import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/vip/')({
  beforeLoad: () => {
    throw redirect({ to: '/vip/home', replace: true });
  },
});
