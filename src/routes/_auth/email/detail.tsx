import { createFileRoute, notFound } from '@tanstack/react-router';
import { MailDetailPage } from '../../../features/mail/mail-detail-page.tsx';
import { mailDetailSearch } from '../../../features/mail/mail-search.ts';

export const Route = createFileRoute('/_auth/email/detail')({
  staticData: { navbar: false },
  validateSearch: mailDetailSearch,
  // An id that is not a positive integer shows the 404 page.
  beforeLoad: ({ search }) => {
    if (search.id === undefined) throw notFound();
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id } = Route.useSearch();
  return id === undefined ? null : <MailDetailPage id={id} />;
}
