// Event-log batching (no service-worker types here, so unit tests run it directly): pages post events; they wait in
// IndexedDB and go out in batches of 20, every 2 s, when a page is hidden or back online, on Background Sync, and at
// start-up. A batch that fails is retried with backoff while this worker runs (a page keeps it awake), not only at
// the next start. The server stores an event id once, so a batch sent twice is harmless.
import { EVENT_LOG_BATCH, EVENT_LOG_FLUSH_MS } from '../../contract/constants.ts';
import type { ClientMeta } from '../../contract/envelope.ts';
import type { ClientEvent } from '../../contract/calls/anonymous.ts';
import type { EventOutbox } from './event-log-store.ts';

const ENDPOINT = '/anonymous/appEventLogClient';

/** Waits after a failed send: doubling from the first, capped. */
export const RETRY = { firstMs: 2_000, maxMs: 60_000 } as const;

type Message = { type: 'event-log'; events: ClientEvent[]; meta: ClientMeta } | { type: 'flush' } | { type: 'online' };

const isText = (value: unknown, min: number, max: number) => typeof value === 'string' && value.length >= min && value.length <= max;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page's messages, checked by hand: the server parses every batch with the contract's schema, but a schema
 * library here would be most of the service worker's script. An event the server would refuse is kept out, since it
 * would take its whole batch down with it.
 */
function isClientEvent(value: unknown): value is ClientEvent {
  if (!isRecord(value) || !isText(value.id, 8, 64) || !isText(value.name, 1, 64)) return false;
  if (typeof value.time !== 'number' || !Number.isInteger(value.time) || value.time < 0) return false;
  if (value.page !== undefined && !isText(value.page, 0, 256)) return false;
  if (value.params === undefined) return true;
  if (!isRecord(value.params)) return false;
  return Object.entries(value.params).every(
    ([key, param]) => key.length <= 64 && (isText(param, 0, 256) || typeof param === 'boolean' || (typeof param === 'number' && Number.isFinite(param))),
  );
}

const META_FIELDS = { appId: 64, channel: 64, clientReferrer: 512, platform: 32, appVersion: 32, appWebName: 64 } as const;
const isClientMeta = (value: unknown): value is ClientMeta =>
  isRecord(value) && Object.entries(META_FIELDS).every(([field, max]) => isText(value[field], 0, max));

export function parseMessage(data: unknown): Message | null {
  if (!isRecord(data)) return null;
  if (data.type === 'flush' || data.type === 'online') return { type: data.type };
  if (data.type !== 'event-log' || !Array.isArray(data.events) || data.events.length > EVENT_LOG_BATCH * 5) return null;
  if (!data.events.every(isClientEvent) || !isClientMeta(data.meta)) return null;
  return { type: 'event-log', events: data.events, meta: data.meta };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createEventLog(outbox: EventOutbox, fetcher: typeof fetch, requestSync: () => Promise<void>, sleep = pause) {
  let flushing: Promise<boolean> | null = null;
  let scheduled: Promise<boolean> | null = null;
  let retry: Promise<boolean> | null = null;
  let failures = 0;

  /** Sends everything stored, batch by batch. Resolves false when something is left for later. */
  async function sendAll(): Promise<boolean> {
    for (;;) {
      const rows = await outbox.oldest(EVENT_LOG_BATCH);
      const first = rows[0];
      if (!first) return true;
      let res: Response;
      try {
        const body = JSON.stringify({ ...first.meta, eventList: rows.map((r) => r.event) });
        res = await fetcher(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true });
      } catch {
        return false;
      }
      if (res.status >= 500 || res.status === 429 || res.status === 408) return false;
      // Success, or a batch the server refuses for good: either way it leaves, so one bad batch cannot block the queue.
      await outbox.deleteAll(rows.map((r) => r.id));
    }
  }

  function flush(): Promise<boolean> {
    flushing ??= sendAll()
      .catch(() => false)
      .then(async (done) => {
        if (done) failures = 0;
        else {
          await requestSync().catch(() => undefined);
          scheduleRetry();
        }
        return done;
      })
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  function scheduleRetry(): void {
    if (retry) return;
    const wait = Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** failures);
    failures += 1;
    retry = sleep(wait).then(() => {
      retry = null;
      return flush();
    });
  }

  function flushSoon(): Promise<boolean> {
    scheduled ??= sleep(EVENT_LOG_FLUSH_MS).then(() => {
      scheduled = null;
      return flush();
    });
    return scheduled;
  }

  async function receive(data: unknown): Promise<unknown> {
    const message = parseMessage(data);
    if (!message) return;
    if (message.type !== 'event-log') return flush();
    const now = Date.now();
    const { events, meta } = message;
    await outbox.putAll(events.map((event, i) => ({ id: event.id, event, meta, storedAt: now + i / 1000 })));
    return (await outbox.count()) >= EVENT_LOG_BATCH ? flush() : flushSoon();
  }

  /**
   * Resolves once nothing waits to be sent or retried. The worker holds its events open with it, so the browser
   * keeps it running through the retries (a browser stops it after some minutes anyway: the next start sends).
   */
  async function settled(): Promise<void> {
    for (;;) {
      const pending = retry ?? scheduled ?? flushing;
      if (!pending) return;
      await pending;
    }
  }

  return { receive, flush, settled };
}
