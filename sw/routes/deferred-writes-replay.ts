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

type QueueWithPush = QueueLike & Pick<Queue, 'pushRequest'>;

/**
 * The one way deferred writes go out, one at a time in the order they were made: a new write waits until every older
 * one still queued has been sent, so a tap made online is never undone by an earlier tap replayed after it. A write
 * that cannot go now (no network, or an older one still failing) joins the back of the queue and `queued()` answers.
 */
export function orderedSender(queue: QueueWithPush, send: (request: Request) => Promise<Response>, queued: () => Response) {
  let last: Promise<unknown> = Promise.resolve();
  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const turn = last.then(task, task);
    last = turn.catch(() => undefined);
    return turn;
  }
  return {
    /** Sends `request` behind the queue, or queues it. */
    send: (request: Request): Promise<Response> =>
      inTurn(async () => {
        const copy = request.clone();
        try {
          await replayQueue(queue, send);
          return await send(request);
        } catch {
          await queue.pushRequest({ request: copy });
          return queued();
        }
      }),
    /** Sends what waits (on `sync`, or when the page says it is back online). */
    replay: (): Promise<void> => inTurn(() => replayQueue(queue, send)),
  };
}
