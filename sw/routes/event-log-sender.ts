// Event-log batching (no service-worker types here, so unit tests run it directly): pages post events; they wait in
// IndexedDB and go out in batches of 20, every 2 s, when a page is hidden or back online, on Background Sync, and at
// start-up. The server stores an event id once, so a batch sent twice is harmless.
import { z } from 'zod';
import { EVENT_LOG_BATCH, EVENT_LOG_FLUSH_MS } from '../../contract/constants.ts';
import { clientMeta } from '../../contract/envelope.ts';
import { clientEvent } from '../../contract/calls/anonymous.ts';
import type { EventOutbox } from './event-log-store.ts';

const ENDPOINT = '/anonymous/appEventLogClient';

const message = z.discriminatedUnion('type', [
  z.object({ type: z.literal('event-log'), events: z.array(clientEvent).max(EVENT_LOG_BATCH * 5), meta: clientMeta }),
  z.object({ type: z.literal('flush') }),
  z.object({ type: z.literal('online') }),
]);

export function createEventLog(outbox: EventOutbox, fetcher: typeof fetch, requestSync: () => Promise<void>) {
  let flushing: Promise<boolean> | null = null;
  let scheduled: Promise<boolean> | null = null;

  /** Sends everything stored, batch by batch. Resolves false when something is left for later. */
  async function sendAll(): Promise<boolean> {
    for (;;) {
      const rows = await outbox.events.orderBy('storedAt').limit(EVENT_LOG_BATCH).toArray();
      const first = rows[0];
      if (!first) return true;
      let res: Response;
      try {
        const body = JSON.stringify({ ...first.meta, eventList: rows.map((r) => r.event) });
        res = await fetcher(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true });
      } catch {
        await requestSync().catch(() => undefined);
        return false;
      }
      if (res.status >= 500 || res.status === 429 || res.status === 408) {
        await requestSync().catch(() => undefined);
        return false;
      }
      // Success, or a batch the server refuses for good: either way it leaves, so one bad batch cannot block the queue.
      await outbox.events.bulkDelete(rows.map((r) => r.id));
    }
  }

  function flush(): Promise<boolean> {
    flushing ??= sendAll().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  function flushSoon(): Promise<boolean> {
    scheduled ??= new Promise<void>((resolve) => setTimeout(resolve, EVENT_LOG_FLUSH_MS)).then(() => {
      scheduled = null;
      return flush();
    });
    return scheduled;
  }

  async function receive(data: unknown): Promise<unknown> {
    const parsed = message.safeParse(data);
    if (!parsed.success) return;
    if (parsed.data.type !== 'event-log') return flush();
    const now = Date.now();
    const { events, meta } = parsed.data;
    await outbox.events.bulkPut(events.map((event, i) => ({ id: event.id, event, meta, storedAt: now + i / 1000 })));
    return (await outbox.events.count()) >= EVENT_LOG_BATCH ? flush() : flushSoon();
  }

  return { receive, flush };
}
