import { createFileRoute } from '@tanstack/react-router';
import { MailListPage } from '../../../features/mail/mail-list-page.tsx';

export const Route = createFileRoute('/_auth/email/')({
  staticData: { navbar: false },
  component: MailListPage,
});
