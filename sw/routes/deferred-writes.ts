// Non-critical writes (game likes, mail read marks) that fail for want of a network wait in a Background Sync queue (IndexedDB,
// workbox-background-sync) and are replayed on `sync`, and when the page says it is back online. They go out in the order
// they were made: a new one waits behind those still queued. Each carries its Idempotency-Key, so a replay the server
// already applied changes nothing.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { Code } from '../../contract/codes.ts';
import { DEFERRED_WRITE_RETENTION_MINUTES } from '../../contract/deferred-writes.ts';
import { orderedSender } from './deferred-writes-replay.ts';

const DEFERRED_CALLS = [/^\/app\/v1\/gameLike$/, /^\/app\/v1\/readMail$/, /^\/app\/v1\/actInviteClickInvite$/];

export function registerDeferredWrites(sw: ServiceWorkerGlobalScope): void {
  const send = (request: Request) => sw.fetch(request);
  const queued = () => {
    const envelope = { code: Code.queued, msg: 'Saved on this device; it will be sent when you are back online.', data: null };
    return new Response(JSON.stringify(envelope), { status: Code.queued, headers: { 'content-type': 'application/json' } });
  };
  const queue: Queue = new Queue('deferred-writes', {
    maxRetentionTime: DEFERRED_WRITE_RETENTION_MINUTES,
    // Called on a later `sync` event, by when `writes` exists.
    onSync: () => writes.replay(),
  });
  const writes = orderedSender(queue, send, queued);
  registerRoute(
    ({ url, request }) => request.method === 'POST' && DEFERRED_CALLS.some((pattern) => pattern.test(url.pathname)),
    ({ request }) => writes.send(request),
    'POST',
  );
  sw.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'online') event.waitUntil(writes.replay().catch(() => undefined));
  });
}
