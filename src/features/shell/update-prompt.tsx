import { useEffect } from 'react';
import { appStatus, patchStatus } from '../../lib/app-status.ts';
import { useStore } from '../../lib/store.ts';
import { applyUpdate } from '../../lib/pwa.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';

/** "New version" prompt on needRefresh; a one-time note when the app is ready offline. */
export function UpdatePrompt() {
  const needRefresh = useStore(appStatus, (s) => s.needRefresh);
  const offlineReady = useStore(appStatus, (s) => s.offlineReady);
  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(() => patchStatus({ offlineReady: false }), 4_000);
    return () => clearTimeout(timer);
  }, [offlineReady]);
  if (needRefresh) {
    return (
      <div className="toast toast-action" role="alert">
        <span>{t('update.available')}</span>
        <Button variant="ghost" onClick={() => patchStatus({ needRefresh: false })}>
          {t('update.later')}
        </Button>
        <Button onClick={applyUpdate}>{t('update.reload')}</Button>
      </div>
    );
  }
  if (offlineReady) {
    return (
      <div className="toast" role="status">
        {t('update.offlineReady')}
      </div>
    );
  }
  return null;
}
