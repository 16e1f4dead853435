import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../features/content/content-page.tsx';
import { t } from '../lib/i18n/index.ts';

export const Route = createFileRoute('/faq')({
  staticData: { navbar: false },
  component: () => <ContentPageView slug="faq" fallbackTitle={t('content.faq')} />,
});
