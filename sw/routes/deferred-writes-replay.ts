// Replays the deferred-writes queue (no service-worker types here, so unit tests run it with a fake queue).
import type { Queue } from 'workbox-background-sync';

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
