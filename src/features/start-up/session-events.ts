// Reacts to what the worker reports: an expired session, a reset, a time-out, maintenance.
import type { AnyRouter } from '@tanstack/react-router';
import type { WorkerEvent } from '../../../worker/events.ts';
import { api } from '../../lib/api.ts';
import { saveToken, savedAccount } from '../../lib/session-token.ts';
import { patchStatus } from '../../lib/app-status.ts';
import { t } from '../../lib/i18n/index.ts';

function goToLogin(router: AnyRouter): void {
  const search = savedAccount() ? { type: 'account' as const } : {};
  void router.navigate({ to: '/auth/login', search, replace: true });
}

export function handleWorkerEvent(router: AnyRouter, event: WorkerEvent): void {
  switch (event.type) {
    case 'session-expired':
      saveToken(null);
      goToLogin(router);
      return;
    case 'session-reset':
      saveToken(null);
      return;
    case 'timeout':
      patchStatus({ tips: t('tips.timeout') });
      return;
    case 'maintenance':
      if (router.state.location.pathname !== '/maintenance') void router.navigate({ to: '/maintenance', replace: true });
      return;
  }
}

/** Another tab removed the token: this tab logs out too. That tab's logout already cleared the shared tables. */
export function handleOtherTabLogout(router: AnyRouter): void {
  void api.setToken(null);
  goToLogin(router);
}
