// Client event log: hands events to the service worker, which batches and keeps them. Until one controls the page (a
// first visit, or its registration failed) the page keeps them itself, in IndexedDB, until the server has them.
import type { ClientEvent } from '../../contract/calls/anonymous.ts';
import { appStatus } from './app-status.ts';
import { clientMeta } from './client-meta.ts';
import { indexedDbOutbox } from './event-log-outbox.ts';
import { createPageEventSender } from './event-log-page.ts';

const ENDPOINT = '/anonymous/appEventLogClient';

const page = createPageEventSender(indexedDbOutbox(), (body) =>
  fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }),
);

function controller(): ServiceWorker | null {
  if (appStatus.get().swRegistrationError) return null;
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
}

export function logEvent(name: string, params: Record<string, string | number | boolean> = {}): void {
  const event: ClientEvent = { id: crypto.randomUUID(), name, time: Date.now(), page: location.pathname, params };
  const sw = controller();
  if (sw) sw.postMessage({ type: 'event-log', events: [event], meta: clientMeta() });
  else page.add({ id: event.id, event, meta: clientMeta(), storedAt: Date.now() });
  // The first event of a page life also sends what an earlier one kept (a first visit closed before an answer).
  page.resume();
}

/** Sends now: the page is being hidden, or the network is back. */
export function nudgeEventLog(reason: 'flush' | 'online'): void {
  controller()?.postMessage({ type: reason });
  void page.flush();
}
