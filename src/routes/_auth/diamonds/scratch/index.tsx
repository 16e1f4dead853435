import { createFileRoute } from '@tanstack/react-router';
import { ScratchPage } from '../../../../features/scratch/scratch-page.tsx';

export const Route = createFileRoute('/_auth/diamonds/scratch/')({
  component: ScratchPage,
  staticData: { navbar: false },
});
