import { describe, expect, it, vi } from 'vitest';
import { orderedSender, replayQueue } from '../../../sw/routes/deferred-writes-replay.ts';

function fakeQueue(urls: string[]) {
  const entries = urls.map((url) => ({ request: new Request(url, { method: 'POST', headers: { 'Idempotency-Key': url } }) }));
  return {
    entries,
    shiftRequest: vi.fn(async () => entries.shift()),
    unshiftRequest: vi.fn(async (entry: (typeof entries)[number]) => void entries.unshift(entry)),
    pushRequest: vi.fn(async (entry: (typeof entries)[number]) => void entries.push(entry)),
  };
}

const like = (key: string) => new Request('http://x/app/v1/gameLike', { method: 'POST', headers: { 'Idempotency-Key': key } });
const queuedAnswer = () => new Response('{"code":202}', { status: 202 });

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

  it('a write made online waits behind older queued ones, so an earlier tap never lands after a later one', async () => {
    const queue = fakeQueue([]);
    let online = false;
    const sent: string[] = [];
    const sender = orderedSender(
      queue,
      async (request) => {
        if (!online) throw new TypeError('Failed to fetch');
        sent.push(request.headers.get('Idempotency-Key') ?? '');
        return new Response('{}', { status: 200 });
      },
      queuedAnswer,
    );
    // Offline: the like is queued and answered 202.
    expect((await sender.send(like('like'))).status).toBe(202);
    expect(queue.entries).toHaveLength(1);
    // Back online, the player takes it back before the queue was replayed: the like goes first, then the unlike.
    online = true;
    expect((await sender.send(like('unlike'))).status).toBe(200);
    expect(sent).toEqual(['like', 'unlike']);
    expect(queue.entries).toHaveLength(0);
  });

  it('while an older write still fails, a new one joins the queue behind it instead of overtaking it', async () => {
    const queue = fakeQueue(['http://x/old']);
    const sent: string[] = [];
    const sender = orderedSender(
      queue,
      async (request) => {
        sent.push(request.url);
        return new Response('', { status: request.url === 'http://x/old' ? 503 : 200 });
      },
      queuedAnswer,
    );
    expect((await sender.send(like('new'))).status).toBe(202);
    expect(sent).toEqual(['http://x/old']);
    expect(queue.entries.map((e) => e.request.headers.get('Idempotency-Key') ?? e.request.url)).toEqual(['http://x/old', 'new']);
  });

  it('writes sent at once go out one at a time, in the order they came', async () => {
    const queue = fakeQueue([]);
    const sent: string[] = [];
    const sender = orderedSender(
      queue,
      async (request) => {
        const key = request.headers.get('Idempotency-Key') ?? '';
        // The first takes longest: without the turn-taking it would arrive last.
        await new Promise((r) => setTimeout(r, key === 'a' ? 20 : 1));
        sent.push(key);
        return new Response('{}', { status: 200 });
      },
      queuedAnswer,
    );
    await Promise.all([sender.send(like('a')), sender.send(like('b')), sender.replay(), sender.send(like('c'))]);
    expect(sent).toEqual(['a', 'b', 'c']);
  });
});
