import { Link, useRouterState } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { useEffect } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { logEvent } from '../../lib/event-log.ts';

/** SPEC section 8: Page Not Found, status 404, with the path. */
export function NotFoundPage() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => logEvent('not_found', { path }), [path]);
  return (
    <div className="page error-page">
      <Compass aria-hidden="true" size={56} className="error-icon" />
      <p className="error-status">{t('notFound.status')}</p>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text', { path })}</p>
      <Link to="/" className="btn btn-primary">
        {t('common.home')}
      </Link>
    </div>
  );
}
