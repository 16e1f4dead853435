import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../features/diamonds/orders-page.tsx';

export const Route = createFileRoute('/_auth/diamonds/orders')({
  staticData: { navbar: false },
  component: OrdersPage,
});
