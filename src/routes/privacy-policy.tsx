import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../features/content/content-page.tsx';
import { t } from '../lib/i18n/index.ts';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { navbar: false },
  component: () => <ContentPageView slug="privacy-policy" fallbackTitle={t('content.privacy')} />,
});
