// The page's own event sending (no service worker yet), on fake-indexeddb: nothing leaves the outbox before a 2xx.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { indexedDbOutbox, type PageOutbox } from '../../../src/lib/event-log-outbox.ts';
import { createPageEventSender, PAGE_RETRY } from '../../../src/lib/event-log-page.ts';

const meta = { appId: 'pisowin', channel: 'web', clientReferrer: '', platform: 'web', appVersion: '0.1.0', appWebName: 'PisoWin' };
const row = (n: number) => ({
  id: `page-event-${String(n).padStart(4, '0')}`,
  event: { id: `page-event-${String(n).padStart(4, '0')}`, name: 'page_view', time: 1_700_000_000_000 + n, page: '/', params: {} },
  meta,
  storedAt: 1_700_000_000_000 + n,
});

/** A server that answers each request with the next status (0: the network failed), then 200. */
function fakeServer(statuses: number[]) {
  const batches: string[][] = [];
  const post = vi.fn(async (body: string) => {
    batches.push((JSON.parse(body) as { eventList: { id: string }[] }).eventList.map((e) => e.id));
    const status = statuses.shift() ?? 200;
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response('{}', { status });
  });
  return { post, batches };
}

let outbox: PageOutbox;
let dbCount = 0;
beforeEach(() => {
  outbox = indexedDbOutbox(`page-events-test-${dbCount++}`);
});

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

const stored = async () => (await outbox.all()).map((r) => r.id);

describe('page event log without a service worker', () => {
  it('keeps an event the server failed with 5xx and sends it again, with a growing wait, until a 2xx', async () => {
    const { post, batches } = fakeServer([503, 500]);
    const clock = manualClock();
    const sender = createPageEventSender(outbox, post, clock.sleep);
    sender.add(row(1));
    expect(await clock.next()).toBe(2_000);
    await vi.waitFor(() => expect(batches).toEqual([['page-event-0001']]));
    expect(await clock.next()).toBe(PAGE_RETRY.firstMs);
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(await stored()).toEqual(['page-event-0001']);
    expect(sender.pending()).toBe(1);
    expect(await clock.next()).toBe(PAGE_RETRY.firstMs * 2);
    await vi.waitFor(() => expect(sender.pending()).toBe(0));
    expect(batches).toHaveLength(3);
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
    // Nothing more is planned once the server has everything.
    expect(clock.waits).toHaveLength(0);
  });

  it('keeps events through a network failure and sends them in the next page life, from the outbox', async () => {
    const down = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    const first = createPageEventSender(outbox, down, manualClock().sleep);
    first.add(row(1));
    first.add(row(2));
    expect(await first.flush()).toBe(false);
    expect(await stored()).toEqual(['page-event-0001', 'page-event-0002']);

    // The page was closed; a new one starts with the same outbox.
    const { post, batches } = fakeServer([]);
    const clock = manualClock();
    const next = createPageEventSender(outbox, post, clock.sleep);
    next.resume();
    expect(await clock.next()).toBe(2_000);
    await vi.waitFor(() => expect(batches).toEqual([['page-event-0001', 'page-event-0002']]));
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
  });

  it('sends in batches of 20, and a batch the server refuses for good (4xx) leaves so the rest go on', async () => {
    const { post, batches } = fakeServer([400]);
    const sender = createPageEventSender(outbox, post, manualClock().sleep);
    for (let i = 0; i < 45; i++) sender.add(row(i));
    expect(await sender.flush()).toBe(true);
    expect(batches.map((b) => b.length)).toEqual([20, 20, 5]);
    expect(sender.pending()).toBe(0);
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
  });

  it('starts sending at once when asked (a page being hidden), before any storage answers', async () => {
    const { post, batches } = fakeServer([]);
    const sender = createPageEventSender(outbox, post, manualClock().sleep);
    sender.add(row(7));
    const flushed = sender.flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(await flushed).toBe(true);
    expect(batches).toEqual([['page-event-0007']]);
  });

  it('sends an event once while its request is on its way, even when asked again', async () => {
    let answer: (response: Response) => void = () => undefined;
    const post = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const sender = createPageEventSender(outbox, post, manualClock().sleep);
    sender.add(row(1));
    const first = sender.flush();
    const second = sender.flush();
    answer(new Response('{}', { status: 200 }));
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
