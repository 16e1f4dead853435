// Sends the events a page logs while no service worker controls it, with fetch (keepalive, so a page being closed still
// sends), and keeps each one until the server answers: a batch that failed stays in memory and in the outbox and is
// retried with a growing wait while the page is open, and at the next start. A beacon never sees its answer, so a 5xx
// would lose it. The server stores an event id once, so a batch sent twice is harmless.
import { EVENT_LOG_BATCH, EVENT_LOG_FLUSH_MS } from '../../contract/constants.ts';
import type { PageOutbox, PendingEvent } from './event-log-outbox.ts';

/** Waits after a failed send: doubling from the first, capped. */
export const PAGE_RETRY = { firstMs: 2_000, maxMs: 60_000 } as const;

/** Answers worth another try; any other answer is final (a 4xx batch would never pass and must not block the rest). */
const retryable = (status: number) => status >= 500 || status === 429 || status === 408;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPageEventSender(outbox: PageOutbox, post: (body: string) => Promise<Response>, sleep = pause) {
  /** This page life's unsent events, oldest first. */
  const waiting: PendingEvent[] = [];
  const inFlight = new Set<string>();
  /** Every id this page life added: an outbox read that races a send must not bring a sent event back. */
  const known = new Set<string>();
  let leftovers: Promise<void> | null = null;
  /** The flush planned for later; a flush that runs sooner cancels it by clearing this. */
  let planned: object | null = null;
  let failures = 0;

  function schedule(ms: number): void {
    if (planned) return;
    const plan = {};
    planned = plan;
    void sleep(ms).then(() => {
      if (planned === plan) void flush();
    });
  }

  /** What an earlier page life stored and never got an answer for joins the queue, once. */
  function loadLeftovers(): Promise<void> {
    leftovers ??= outbox.all().then(
      (rows) => {
        for (const row of rows) if (!known.has(row.id)) waiting.push(row);
        waiting.sort((a, b) => a.storedAt - b.storedAt);
      },
      () => undefined,
    );
    return leftovers;
  }

  function forget(batch: PendingEvent[]): void {
    const ids = new Set(batch.map((row) => row.id));
    for (let i = waiting.length - 1; i >= 0; i--) if (ids.has(waiting[i]!.id)) waiting.splice(i, 1);
    void outbox.deleteAll([...ids]).catch(() => undefined);
  }

  async function send(batch: PendingEvent[]): Promise<boolean> {
    for (const row of batch) inFlight.add(row.id);
    try {
      const response = await post(JSON.stringify({ ...batch[0]!.meta, eventList: batch.map((row) => row.event) }));
      if (retryable(response.status)) return false;
      forget(batch);
      return true;
    } catch {
      return false;
    } finally {
      for (const row of batch) inFlight.delete(row.id);
    }
  }

  /** Starts a request for every batch not on its way yet and not tried by this flush. */
  function sendReady(tried: Set<string>): Promise<boolean>[] {
    const ready = waiting.filter((row) => !inFlight.has(row.id) && !tried.has(row.id));
    for (const row of ready) tried.add(row.id);
    const sends: Promise<boolean>[] = [];
    for (let i = 0; i < ready.length; i += EVENT_LOG_BATCH) sends.push(send(ready.slice(i, i + EVENT_LOG_BATCH)));
    return sends;
  }

  /**
   * Sends everything waiting; resolves true when every batch was answered for good. What the page holds goes out
   * before the first await: a page being hidden may get no other turn.
   */
  async function flush(): Promise<boolean> {
    planned = null;
    const tried = new Set<string>();
    const sends = sendReady(tried);
    await loadLeftovers();
    sends.push(...sendReady(tried));
    const done = (await Promise.all(sends)).every(Boolean);
    if (done) failures = 0;
    else {
      schedule(Math.min(PAGE_RETRY.maxMs, PAGE_RETRY.firstMs * 2 ** failures));
      failures += 1;
    }
    return done;
  }

  return {
    /** Keeps an event and sends it with the next batch, in a short while. */
    add(row: PendingEvent): void {
      known.add(row.id);
      waiting.push(row);
      void outbox.put(row).catch(() => undefined);
      schedule(EVENT_LOG_FLUSH_MS);
    },
    /** At a page's start: sends, in a short while, what an earlier page life left. */
    resume(): void {
      if (!leftovers) schedule(EVENT_LOG_FLUSH_MS);
    },
    flush,
    /** Events not yet answered, for tests and diagnostics. */
    pending: () => waiting.length,
  };
}
