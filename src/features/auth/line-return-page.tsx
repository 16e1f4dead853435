import { useEffect, useRef, useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { api } from '../../lib/api.ts';
import { onLoggedIn } from '../../lib/session.ts';
import { savedAccount } from '../../lib/session-token.ts';
import { t } from '../../lib/i18n/index.ts';
import { FormError } from '../../ui/form-error.tsx';
import { TopBar } from '../../ui/top-bar.tsx';
import { formError } from './form-footer.tsx';
import { takeLineReturn } from './social-sign-in.ts';
import type { LineReturnSearch } from './line-return-search.ts';

/** What LINE appends to /auth/social/line: `code` and `state`, or `error` when the player cancelled. */
/** /auth/social/line: finishes a LINE sign-in (or a LINE bind from /auth/bind) by sending LINE's code to the server. */
export function LineReturnPage({ search }: { search: LineReturnSearch }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const back = takeLineReturn(search.code, search.state);
    // The code must not stay in the address bar or the history.
    history.replaceState(history.state, '', location.pathname);
    // Every way this page can end is one message, or null when it moved on.
    async function finish(): Promise<string | null> {
      if (!back) return t(search.error ? 'waysIn.lineCancelled' : 'waysIn.lineNotStarted');
      if (back.mode === 'bind') {
        const result = await api.waysIn.bindLineByCode(back.request);
        if (!result.ok) return formError(result);
        router.history.replace(back.returnTo);
        return null;
      }
      const result = await api.waysIn.lineLoginByCode(back.request);
      if (!result.ok) return formError(result);
      onLoggedIn(result.data.token, savedAccount() ?? '', result.data.isNew ? 'register' : 'login');
      router.history.replace(result.data.needsInfo ? '/auth/info' : back.returnTo);
      return null;
    }
    void finish().then((message) => message && setError(message));
  }, [router, search]);

  return (
    <div className="page">
      <TopBar title="LINE" backLabel={t('common.back')} />
      <div className="page-body auth-page">
        {error ? (
          <>
            <FormError message={error} />
            <Link to="/auth/login" className="link-btn">
              {t('waysIn.backToLogin')}
            </Link>
          </>
        ) : (
          <p className="sms-status" role="status">
            {t('waysIn.lineFinishing')}
          </p>
        )}
      </div>
    </div>
  );
}
