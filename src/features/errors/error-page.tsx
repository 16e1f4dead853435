import { useEffect } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { t } from '../../lib/i18n/index.ts';
import { isStaleChunkError, reloadTo } from '../../lib/stale-chunk.ts';
import { Button } from '../../ui/button.tsx';

/** The 500 page: a crash in a screen shows this, never a white screen. A stale chunk reloads the target route instead. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const stale = isStaleChunkError(error);
  useEffect(() => {
    if (stale) reloadTo(router.state.location.href);
  }, [stale, router]);
  return (
    <div className="page error-page" role="alert">
      <TriangleAlert aria-hidden="true" size={56} className="error-icon" />
      <p className="error-status">{t('error.status')}</p>
      <h1>{t('error.title')}</h1>
      <p className="muted">{t('error.text')}</p>
      <div className="error-actions">
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('common.retry')}
        </Button>
        <Button variant="secondary" onClick={() => router.navigate({ to: '/' })}>
          {t('common.home')}
        </Button>
      </div>
    </div>
  );
}
