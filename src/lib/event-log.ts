// Client event log: hands events to the service worker, which batches and keeps them; without one, the page batches them in memory and sends by beacon.
import { EVENT_LOG_BATCH, EVENT_LOG_FLUSH_MS } from '../../contract/constants.ts';
import type { ClientEvent } from '../../contract/calls/anonymous.ts';
import { appStatus } from './app-status.ts';
import { clientMeta } from './client-meta.ts';

const ENDPOINT = '/anonymous/appEventLogClient';
const pending: ClientEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function controller(): ServiceWorker | null {
  if (appStatus.get().swRegistrationError) return null;
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
}

export function logEvent(name: string, params: Record<string, string | number | boolean> = {}): void {
  const event: ClientEvent = { id: crypto.randomUUID(), name, time: Date.now(), page: location.pathname, params };
  const sw = controller();
  if (sw) {
    sw.postMessage({ type: 'event-log', events: [event], meta: clientMeta() });
    return;
  }
  pending.push(event);
  timer ??= setTimeout(flushByBeacon, EVENT_LOG_FLUSH_MS);
}

/** Sends what the page holds, in batches of 20, with navigator.sendBeacon (SPEC section 7). */
export function flushByBeacon(): void {
  clearTimeout(timer);
  timer = undefined;
  while (pending.length > 0) {
    const batch = pending.slice(0, EVENT_LOG_BATCH);
    const body = new Blob([JSON.stringify({ ...clientMeta(), eventList: batch })], { type: 'application/json' });
    if (!navigator.sendBeacon(ENDPOINT, body)) break;
    pending.splice(0, batch.length);
  }
  if (pending.length > 0) timer = setTimeout(flushByBeacon, EVENT_LOG_FLUSH_MS);
}

/** Tells the service worker to send now: the page is being hidden, or the network is back. */
export function nudgeEventLog(reason: 'flush' | 'online'): void {
  controller()?.postMessage({ type: reason });
  if (pending.length > 0) flushByBeacon();
}
