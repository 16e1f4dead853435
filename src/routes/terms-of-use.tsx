import { createFileRoute } from '@tanstack/react-router';
import { ContentPageView } from '../features/content/content-page.tsx';
import { t } from '../lib/i18n/index.ts';

export const Route = createFileRoute('/terms-of-use')({
  staticData: { navbar: false },
  component: () => <ContentPageView slug="terms-of-use" fallbackTitle={t('content.terms')} />,
});
