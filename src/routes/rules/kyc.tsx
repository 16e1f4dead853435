import { createFileRoute } from '@tanstack/react-router';
import { KycCasesPage } from '../../features/kyc/kyc-cases-page.tsx';

export const Route = createFileRoute('/rules/kyc')({
  component: KycCasesPage,
});
