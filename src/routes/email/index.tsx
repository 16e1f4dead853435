import { createFileRoute } from '@tanstack/react-router';
import { MailListPage } from '../../features/mail/mail-list-page.tsx';
import { requireAuth } from '../../lib/guards.ts';

export const Route = createFileRoute('/email/')({
  staticData: { navbar: false, guard: 'auth' },
  beforeLoad: requireAuth,
  component: MailListPage,
});
