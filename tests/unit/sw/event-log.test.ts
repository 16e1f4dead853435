import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventLog, RETRY } from '../../../sw/routes/event-log-sender.ts';
import Dexie from 'dexie';
import { EventOutbox } from '../../../sw/routes/event-log-store.ts';

const meta = { appId: 'pisowin', channel: 'web', clientReferrer: '', platform: 'web', appVersion: '0.1.0', appWebName: 'PisoWin' };
const event = (n: number) => ({ id: `event-${String(n).padStart(4, '0')}`, name: 'page_view', time: 1_700_000_000_000 + n, page: '/', params: {} });

let outbox: EventOutbox;
let dbCount = 0;
beforeEach(() => {
  outbox = new EventOutbox(`sw-test-${dbCount++}`);
});

/** A wait that never ends: tests not about timing see no retry behind their back. */
const hold = () => new Promise<void>(() => undefined);

/** The sender's waits, held until the test lets the next one end: it reads each wait's length. */
function manualClock() {
  const waits: { ms: number; end: () => void }[] = [];
  const sleep = (ms: number) => new Promise<void>((end) => waits.push({ ms, end }));
  async function next(): Promise<number> {
    await vi.waitFor(() => expect(waits.length).toBeGreaterThan(0));
    const wait = waits.shift()!;
    wait.end();
    return wait.ms;
  }
  return { sleep, waits, next };
}

function fakeFetch(statuses: number[]) {
  const bodies: Array<{ eventList: Array<{ id: string }>; appId: string }> = [];
  const fn = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const status = statuses.shift() ?? 200;
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response('{}', { status });
  });
  return { fn: fn as unknown as typeof fetch, bodies };
}

describe('service-worker event log', () => {
  it('sends stored events in batches of 20 with the client fields, and empties the outbox', async () => {
    const { fn, bodies } = fakeFetch([]);
    const log = createEventLog(outbox, fn, async () => undefined, hold);
    await log.receive({ type: 'event-log', events: Array.from({ length: 45 }, (_, i) => event(i)), meta });
    expect(bodies.map((b) => b.eventList.length)).toEqual([20, 20, 5]);
    expect(bodies[0]?.appId).toBe('pisowin');
    expect(await outbox.count()).toBe(0);
  });

  it('keeps events while offline and asks for a background sync, then sends them once', async () => {
    const { fn, bodies } = fakeFetch([0]);
    const sync = vi.fn(async () => undefined);
    const log = createEventLog(outbox, fn, sync, hold);
    await outbox.putAll([event(1), event(2)].map((e, i) => ({ id: e.id, event: e, meta, storedAt: i })));
    expect(await log.flush()).toBe(false);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(await outbox.count()).toBe(2);
    expect(await log.flush()).toBe(true);
    expect(await outbox.count()).toBe(0);
    expect(bodies[1]?.eventList.map((e) => e.id)).toEqual(['event-0001', 'event-0002']);
  });

  it('keeps a batch the server failed with 5xx, and drops one it refused with 4xx so the queue moves on', async () => {
    const { fn } = fakeFetch([503, 400]);
    const log = createEventLog(outbox, fn, async () => undefined, hold);
    await outbox.putAll([{ id: 'a-event-1', event: event(1), meta, storedAt: 1 }]);
    expect(await log.flush()).toBe(false);
    expect(await outbox.count()).toBe(1);
    expect(await log.flush()).toBe(true);
    expect(await outbox.count()).toBe(0);
  });

  it('stores an event id once even if a page posts it twice', async () => {
    const { fn } = fakeFetch([0, 0]);
    const log = createEventLog(outbox, fn, async () => undefined, hold);
    const many = Array.from({ length: 20 }, (_, i) => event(i));
    await log.receive({ type: 'event-log', events: many, meta });
    await log.receive({ type: 'event-log', events: many, meta });
    expect(await outbox.count()).toBe(20);
  });

  it('ignores malformed messages', async () => {
    const { fn } = fakeFetch([]);
    const log = createEventLog(outbox, fn, async () => undefined, hold);
    await log.receive({ type: 'event-log', events: [{ id: 'x' }], meta });
    await log.receive('nonsense');
    expect(await outbox.count()).toBe(0);
    expect(fn).not.toHaveBeenCalled();
  });

  it('retries a failed batch with a growing wait while it runs, without waiting for a navigation', async () => {
    const { fn, bodies } = fakeFetch([503, 0, 502]);
    const clock = manualClock();
    const log = createEventLog(outbox, fn, async () => undefined, clock.sleep);
    await outbox.putAll([{ id: 'b-event-1', event: event(1), meta, storedAt: 1 }]);
    expect(await log.flush()).toBe(false);
    const settled = log.settled();
    expect(await clock.next()).toBe(RETRY.firstMs);
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(await clock.next()).toBe(RETRY.firstMs * 2);
    await vi.waitFor(() => expect(bodies).toHaveLength(3));
    expect(await clock.next()).toBe(RETRY.firstMs * 4);
    await settled;
    expect(bodies).toHaveLength(4);
    expect(await outbox.count()).toBe(0);
    // Nothing is retried once the outbox is empty.
    expect(clock.waits).toHaveLength(0);
  });

  it('caps the wait between retries during a long outage, and keeps the events', async () => {
    const { fn } = fakeFetch(Array.from({ length: 40 }, () => 503));
    const clock = manualClock();
    const log = createEventLog(outbox, fn, async () => undefined, clock.sleep);
    await outbox.putAll([{ id: 'c-event-1', event: event(1), meta, storedAt: 1 }]);
    await log.flush();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) waits.push(await clock.next());
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, RETRY.maxMs, RETRY.maxMs, RETRY.maxMs]);
    expect(await outbox.count()).toBe(1);
  });

  it('sends events a page posts after the usual pause when there are fewer than a batch', async () => {
    const { fn, bodies } = fakeFetch([]);
    const clock = manualClock();
    const log = createEventLog(outbox, fn, async () => undefined, clock.sleep);
    const sent = log.receive({ type: 'event-log', events: [event(1), event(2)], meta });
    expect(await clock.next()).toBe(2_000);
    await sent;
    expect(bodies.map((b) => b.eventList.length)).toEqual([2]);
    expect(await outbox.count()).toBe(0);
  });

  it('keeps the events an earlier version of the worker stored (its database was made by Dexie)', async () => {
    const name = `sw-test-upgrade-${dbCount++}`;
    const old = new Dexie(name);
    old.version(1).stores({ events: 'id, storedAt' });
    await old.table('events').bulkPut([
      { id: 'old-event-2', event: event(2), meta, storedAt: 2 },
      { id: 'old-event-1', event: event(1), meta, storedAt: 1 },
    ]);
    old.close();
    const upgraded = new EventOutbox(name);
    expect((await upgraded.oldest(20)).map((row) => row.id)).toEqual(['old-event-1', 'old-event-2']);
  });
});
