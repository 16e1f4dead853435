import { createFileRoute } from '@tanstack/react-router';
import { FeedbackTicketPage } from '../../../../features/feedback/feedback-ticket-page.tsx';

export const Route = createFileRoute('/_auth/feedback/record/$id')({
  staticData: { navbar: false },
  component: TicketRoute,
});

function TicketRoute() {
  const { id } = Route.useParams();
  const n = Number(id);
  return <FeedbackTicketPage id={Number.isInteger(n) && n > 0 ? n : 0} />;
}
