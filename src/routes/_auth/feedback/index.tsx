import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../../features/feedback/feedback-page.tsx';

export const Route = createFileRoute('/_auth/feedback/')({
  staticData: { navbar: false },
  component: FeedbackPage,
});
