import { createFileRoute } from '@tanstack/react-router';
import { KycPage } from '../../../../features/kyc/kyc-page.tsx';

export const Route = createFileRoute('/_auth/member/profile/kyc')({
  staticData: { navbar: false },
  component: KycPage,
});
