import { createFileRoute } from '@tanstack/react-router';
import { AddressPage } from '../../../features/diamonds/address-page.tsx';

export const Route = createFileRoute('/_auth/diamonds/address')({
  staticData: { navbar: false },
  component: AddressPage,
});
