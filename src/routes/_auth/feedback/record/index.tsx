import { createFileRoute } from '@tanstack/react-router';
import { FeedbackRecordPage } from '../../../../features/feedback/feedback-record-page.tsx';

export const Route = createFileRoute('/_auth/feedback/record/')({
  staticData: { navbar: false },
  component: FeedbackRecordPage,
});
