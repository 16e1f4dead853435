import { createFileRoute, notFound } from '@tanstack/react-router';
import { MailDetailPage } from '../../features/mail/mail-detail-page.tsx';
import { mailDetailSearch } from '../../features/mail/mail-search.ts';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/email/detail')({
  staticData: { navbar: false, guard: 'auth' },
  validateSearch: mailDetailSearch,
  // An id that is not a positive integer shows the 404 page.
  beforeLoad: async ({ search, location }) => {
    if (search.id === undefined) throw notFound();
    await requireAuth({ location });
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { id } = Route.useSearch();
  return id === undefined ? null : <MailDetailPage id={id} />;
}
