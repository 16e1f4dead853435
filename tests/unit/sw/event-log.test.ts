import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventLog } from '../../../sw/routes/event-log-sender.ts';
import { EventOutbox } from '../../../sw/routes/event-log-store.ts';

const meta = { appId: 'pisowin', channel: 'web', clientReferrer: '', platform: 'web', appVersion: '0.1.0', appWebName: 'PisoWin' };
const event = (n: number) => ({ id: `event-${String(n).padStart(4, '0')}`, name: 'page_view', time: 1_700_000_000_000 + n, page: '/', params: {} });

let outbox: EventOutbox;
let dbCount = 0;
beforeEach(() => {
  outbox = new EventOutbox(`sw-test-${dbCount++}`);
});

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
    const log = createEventLog(outbox, fn, async () => undefined);
    await log.receive({ type: 'event-log', events: Array.from({ length: 45 }, (_, i) => event(i)), meta });
    expect(bodies.map((b) => b.eventList.length)).toEqual([20, 20, 5]);
    expect(bodies[0]?.appId).toBe('pisowin');
    expect(await outbox.events.count()).toBe(0);
  });

  it('keeps events while offline and asks for a background sync, then sends them once', async () => {
    const { fn, bodies } = fakeFetch([0]);
    const sync = vi.fn(async () => undefined);
    const log = createEventLog(outbox, fn, sync);
    await outbox.events.bulkPut([event(1), event(2)].map((e, i) => ({ id: e.id, event: e, meta, storedAt: i })));
    expect(await log.flush()).toBe(false);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(await outbox.events.count()).toBe(2);
    expect(await log.flush()).toBe(true);
    expect(await outbox.events.count()).toBe(0);
    expect(bodies[1]?.eventList.map((e) => e.id)).toEqual(['event-0001', 'event-0002']);
  });

  it('keeps a batch the server failed with 5xx, and drops one it refused with 4xx so the queue moves on', async () => {
    const { fn } = fakeFetch([503, 400]);
    const log = createEventLog(outbox, fn, async () => undefined);
    await outbox.events.put({ id: 'a-event-1', event: event(1), meta, storedAt: 1 });
    expect(await log.flush()).toBe(false);
    expect(await outbox.events.count()).toBe(1);
    expect(await log.flush()).toBe(true);
    expect(await outbox.events.count()).toBe(0);
  });

  it('stores an event id once even if a page posts it twice', async () => {
    const { fn } = fakeFetch([0, 0]);
    const log = createEventLog(outbox, fn, async () => undefined);
    const many = Array.from({ length: 20 }, (_, i) => event(i));
    await log.receive({ type: 'event-log', events: many, meta });
    await log.receive({ type: 'event-log', events: many, meta });
    expect(await outbox.events.count()).toBe(20);
  });

  it('ignores malformed messages', async () => {
    const { fn } = fakeFetch([]);
    const log = createEventLog(outbox, fn, async () => undefined);
    await log.receive({ type: 'event-log', events: [{ id: 'x' }], meta });
    await log.receive('nonsense');
    expect(await outbox.events.count()).toBe(0);
    expect(fn).not.toHaveBeenCalled();
  });
});
