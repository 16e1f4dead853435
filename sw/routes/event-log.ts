// Wires the event-log sender into the service worker: page messages, Background Sync, and a flush at start-up. A
// message event stays open while its events wait for a retry, so the browser does not stop the worker in between.
import { createEventLog } from './event-log-sender.ts';
import { EventOutbox } from './event-log-store.ts';

const SYNC_TAG = 'event-log';

type SyncEvent = ExtendableEvent & { tag: string };

export function registerEventLog(sw: ServiceWorkerGlobalScope): void {
  const registration = sw.registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
  const log = createEventLog(
    new EventOutbox(),
    (input, init) => sw.fetch(input, init),
    async () => {
      await registration.sync?.register(SYNC_TAG);
    },
  );
  sw.addEventListener('message', (event) => event.waitUntil(log.receive(event.data).then(log.settled)));
  sw.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag !== SYNC_TAG) return;
    event.waitUntil(
      log.flush().then((done) => {
        if (!done) throw new Error('event log not sent yet');
      }),
    );
  }) as EventListener);
  // Not every browser fires `sync`: whatever an earlier run left is sent when this worker starts.
  void log.flush();
}
