import { describe, expect, it, vi } from 'vitest';
import { replayQueue } from '../../../sw/routes/deferred-writes-replay.ts';

function fakeQueue(urls: string[]) {
  const entries = urls.map((url) => ({ request: new Request(url, { method: 'POST', headers: { 'Idempotency-Key': url } }) }));
  return {
    entries,
    shiftRequest: vi.fn(async () => entries.shift()),
    unshiftRequest: vi.fn(async (entry: (typeof entries)[number]) => void entries.unshift(entry)),
  };
}

describe('deferred-writes replay', () => {
  it('sends queued writes oldest first with their idempotency keys, and empties the queue', async () => {
    const queue = fakeQueue(['http://x/app/v1/gameLike?1', 'http://x/app/v1/gameLike?2']);
    const sent: string[] = [];
    await replayQueue(queue, async (request) => {
      sent.push(request.headers.get('Idempotency-Key') ?? '');
      return new Response('{}', { status: 200 });
    });
    expect(sent).toEqual(['http://x/app/v1/gameLike?1', 'http://x/app/v1/gameLike?2']);
    expect(queue.entries).toHaveLength(0);
  });

  it('puts a write answered 5xx back at the front and stops, so nothing is lost or reordered', async () => {
    const queue = fakeQueue(['http://x/a', 'http://x/b']);
    await expect(replayQueue(queue, async () => new Response('', { status: 503 }))).rejects.toThrow(/503/);
    expect(queue.entries.map((e) => e.request.url)).toEqual(['http://x/a', 'http://x/b']);
  });

  it('keeps a write that got no answer (still offline)', async () => {
    const queue = fakeQueue(['http://x/a']);
    await expect(replayQueue(queue, async () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow();
    expect(queue.entries).toHaveLength(1);
  });

  it('drops a write the server refused with 4xx: it would never succeed', async () => {
    const queue = fakeQueue(['http://x/a', 'http://x/b']);
    const statuses = [400, 200];
    await replayQueue(queue, async () => new Response('', { status: statuses.shift() }));
    expect(queue.entries).toHaveLength(0);
  });
});
