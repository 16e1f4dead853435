import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRouter } from '@tanstack/react-router';
import { Wrench } from 'lucide-react';
import { db } from '../../db/database.ts';
import { api } from '../../lib/api.ts';
import { useAction } from '../../lib/hooks/use-action.ts';
import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { deviceInfo } from '../../lib/device-info.ts';

const RECHECK_MS = 30_000;

/** Shown while the operator has maintenance on; checks again by itself and leaves when it is over. */
export function MaintenancePage() {
  const router = useRouter();
  const state = useLiveQuery(() => db.kv.get('maintenance'));
  const message = (state?.value as { message?: string } | undefined)?.message;
  const { busy, run } = useAction();
  const check = async () => {
    const result = await run(() => api.startUp.preLogin(deviceInfo()));
    if (result?.ok && !result.data.maintenance.status) void router.navigate({ to: '/', replace: true });
  };
  useEffect(() => {
    const timer = setInterval(check, RECHECK_MS);
    return () => clearInterval(timer);
  });
  return (
    <div className="page error-page">
      <Wrench aria-hidden="true" size={56} className="error-icon" />
      <h1>{t('maintenance.title')}</h1>
      <p className="muted">{message || t('maintenance.text')}</p>
      <Button busy={busy} onClick={check}>
        {t('maintenance.check')}
      </Button>
    </div>
  );
}
