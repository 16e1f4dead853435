import { createFileRoute } from '@tanstack/react-router';
import { ScratchRecordPage } from '../../../../features/scratch/scratch-record-page.tsx';

export const Route = createFileRoute('/_auth/diamonds/scratch/record')({
  component: ScratchRecordPage,
  staticData: { navbar: false },
});
