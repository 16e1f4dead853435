import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/vip/')({
  beforeLoad: () => {
    throw redirect({ to: '/vip/home', replace: true });
  },
});
