import { createFileRoute } from '@tanstack/react-router';
import { MallPage } from '../../../features/diamonds/mall-page.tsx';

export const Route = createFileRoute('/_auth/diamonds/')({
  staticData: { navbar: false },
  component: MallPage,
});
