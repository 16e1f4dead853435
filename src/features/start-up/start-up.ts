// Start-up in SPEC section 4 order: cover, theme, preLogin, reveal, maintenance check, after-login info. A repeat visit reveals from Dexie at once.
import { liveQuery } from 'dexie';
import type { AnyRouter } from '@tanstack/react-router';
import { db } from '../../db/database.ts';
import { api, listen } from '../../lib/api.ts';
import { applyTheme } from '../../lib/theme.ts';
import { patchStatus } from '../../lib/app-status.ts';
import { clientMeta } from '../../lib/client-meta.ts';
import { tokenStore, watchOtherTabs } from '../../lib/session-token.ts';
import { refreshPlayerData } from '../../lib/session.ts';
import { startHeartbeat } from '../../lib/heartbeat.ts';
import { deviceInfo } from '../../lib/device-info.ts';
import { handleWorkerEvent, handleOtherTabLogout } from './session-events.ts';
import { COVER_LIMIT_MS, hideCover } from './cover.ts';

const API_BASE = import.meta.env.VITE_API_BASE ?? '';

export function reveal(): void {
  performance.mark('revealed');
  // CoverLift lifts the cover in the commit that draws the revealed screen; the time limit lifts it anyway.
  patchStatus({ revealed: true });
  setTimeout(hideCover, COVER_LIMIT_MS);
}

async function checkMaintenance(router: AnyRouter, status: boolean): Promise<void> {
  if (status) await router.navigate({ to: '/maintenance', replace: true });
}

/** Runs preLogin and what follows it; on a repeat visit this happens behind an already revealed screen. */
async function refreshFromServer(router: AnyRouter): Promise<void> {
  void api.startUp.loadTheme();
  const pre = await api.startUp.preLogin(deviceInfo());
  if (pre.ok) await checkMaintenance(router, pre.data.maintenance.status);
  if (tokenStore.get()) await refreshPlayerData();
  else void api.startUp.refreshActivities();
}

export async function startUp(router: AnyRouter): Promise<void> {
  // Posted first, so every later call reaches an initialised worker; not awaited yet, so a repeat visit does not
  // wait for the worker to boot before it shows what the device already has.
  const ready = api.init(
    { apiBase: API_BASE, token: tokenStore.get(), meta: clientMeta() },
    listen((event) => handleWorkerEvent(router, event)),
  );
  const previewId = new URLSearchParams(location.search).get('themeViewId');
  // Both asked at once, before the screen's own reads (React subscribes them after its first render): on a repeat
  // visit the cover lifts on the first answers Dexie gives, not behind the screen's.
  const [storedConfig, theme] = await Promise.all([db.config.get('current').catch(() => undefined), db.theme.get('current').catch(() => undefined)]);
  if (storedConfig && !previewId) {
    // Repeat visit: the stored theme, then the screen from Dexie at once.
    if (theme) applyTheme(theme.colours);
    reveal();
    const stored = await db.kv.get('maintenance').catch(() => undefined);
    await checkMaintenance(router, (stored?.value as { status?: boolean } | undefined)?.status === true);
  }
  await ready;
  const preview = previewId ? await api.startUp.previewTheme(previewId.slice(0, 64)) : null;
  if (preview?.ok) applyTheme(preview.data);
  else {
    liveQuery(() => db.theme.get('current')).subscribe((row) => {
      if (row) applyTheme(row.colours);
    });
  }
  watchOtherTabs(() => handleOtherTabLogout(router));
  startHeartbeat(
    (gameId) => void api.session.heartbeat(gameId),
    () => tokenStore.get() !== null,
  );

  if (storedConfig) {
    if (previewId) reveal();
    void refreshFromServer(router);
    return;
  }
  // A visitor's activity list needs no preLogin: asked beside it and shown with the reveal, its tiles do not arrive
  // after the first paint and push the screen down.
  const activities = tokenStore.get() ? null : api.startUp.refreshActivities();
  await api.startUp.loadTheme();
  const pre = await api.startUp.preLogin(deviceInfo());
  await activities;
  reveal();
  if (pre.ok) await checkMaintenance(router, pre.data.maintenance.status);
  if (tokenStore.get()) await refreshPlayerData();
}
