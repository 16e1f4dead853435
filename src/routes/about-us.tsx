import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../features/content/content-page.tsx';
import { t } from '../lib/i18n/index.ts';

export const Route = createFileRoute('/about-us')({
  staticData: { navbar: false },
  component: () => <ContentPageView slug="about-us" fallbackTitle={t('content.aboutUs')} />,
});
