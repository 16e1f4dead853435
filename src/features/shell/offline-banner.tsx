import { useEffect } from 'react';
import { WifiOff } from 'lucide-react';
import { appStatus, patchStatus } from '../../lib/app-status.ts';
import { useStore } from '../../lib/store.ts';
import { nudgeEventLog } from '../../lib/event-log.ts';
import { t } from '../../lib/i18n/index.ts';

/** Says the app is offline and what still works; when the network returns, queued events are sent. */
export function OfflineBanner() {
  const online = useStore(appStatus, (s) => s.online);
  useEffect(() => {
    const up = () => {
      patchStatus({ online: true });
      nudgeEventLog('online');
    };
    const down = () => patchStatus({ online: false });
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <WifiOff aria-hidden="true" size={16} />
      <span>{t('offline.banner')}</span>
    </div>
  );
}
