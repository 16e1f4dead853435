// Non-critical writes (game likes) that fail for want of a network wait in a Background Sync queue (IndexedDB,
// workbox-background-sync) and are replayed on `sync`, and when the page says it is back online. Each carries its
// Idempotency-Key, so a replay the server already applied changes nothing.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';

const DEFERRED_CALLS = [/^\/app\/v1\/gameLike$/];
/** What the page gets for a queued write: an envelope saying it is kept for later (not a success, not an error). */
export const QUEUED_CODE = 202;

type QueueLike = Pick<Queue, 'shiftRequest' | 'unshiftRequest'>;

/**
 * Sends what waits, oldest first. Workbox would drop a request that got any answer: a 5xx (or no answer) goes back
 * to the front of the queue to try again later; a 2xx or 4xx is final.
 */
export async function replayQueue(queue: QueueLike, send: (request: Request) => Promise<Response>): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let response: Response;
    try {
      response = await send(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    if (response.status >= 500) {
      await queue.unshiftRequest(entry);
      throw new Error(`deferred write answered ${response.status}; kept for later`);
    }
  }
}

export function registerDeferredWrites(sw: ServiceWorkerGlobalScope): void {
  const queue: Queue = new Queue('deferred-writes', {
    maxRetentionTime: 7 * 24 * 60,
    onSync: ({ queue: q }) => replayQueue(q, (request) => sw.fetch(request)),
  });
  registerRoute(
    ({ url, request }) => request.method === 'POST' && DEFERRED_CALLS.some((pattern) => pattern.test(url.pathname)),
    async ({ request }) => {
      const copy = request.clone();
      try {
        return await sw.fetch(request);
      } catch {
        await queue.pushRequest({ request: copy });
        const envelope = { code: QUEUED_CODE, msg: 'Saved on this device; it will be sent when you are back online.', data: null };
        return new Response(JSON.stringify(envelope), { status: QUEUED_CODE, headers: { 'content-type': 'application/json' } });
      }
    },
    'POST',
  );
  sw.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'online') event.waitUntil(replayQueue(queue, (request) => sw.fetch(request)).catch(() => undefined));
  });
}
