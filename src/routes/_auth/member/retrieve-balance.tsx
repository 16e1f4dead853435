import { createFileRoute } from '@tanstack/react-router';
import { RetrieveBalancePage } from '../../../features/games/retrieve-balance-page.tsx';

export const Route = createFileRoute('/_auth/member/retrieve-balance')({
  staticData: { navbar: false },
  component: RetrieveBalancePage,
});
