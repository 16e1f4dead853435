// The worker's one way to the server: body augmentation, auth header, time-outs, safe retries and envelope judging.
import { READ_RETRIES, RETRY_STATUSES, Code, type CallDef, type ClientMeta, type RequestOf, type ResponseOf } from '../contract/index.ts';
import { fail, type Result } from '../contract/result.ts';
import { CANCELLED_MSG, INVALID_REQUEST_MSG, NETWORK_MSG, TIMEOUT_MSG } from '../contract/app-messages.ts';
import type { Emit } from './events.ts';
import { isMaintenance, judgeAnswer, readEnvelope } from './http-answer.ts';
import { backoffMs, readEffectiveType, retryAfterMs, timeoutFor } from './http-policy.ts';
import type { OfflineGate } from './offline-gate.ts';

export { CANCELLED_MSG, NETWORK_MSG, TIMEOUT_MSG };
/** SPEC section 8: the heartbeat runs in the background, so its time-outs are not shown. */
const SILENT_TIMEOUT_CALLS: ReadonlySet<string> = new Set(['online']);

export interface PostOptions {
  /** Makes a write safe to retry: the server applies a key once. Sent unchanged on every attempt. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface HttpClient {
  post<C extends CallDef>(call: C, body: RequestOf<C>, opts?: PostOptions): Promise<Result<ResponseOf<C>>>;
}

export interface HttpDeps {
  apiBase: string;
  fetch: typeof fetch;
  getToken: () => string | null;
  /** A token being logged out; its 401s are not a session expiry. */
  getEndingToken?: () => string | null;
  meta: ClientMeta;
  /** The connection's effectiveType, read at call time ('4g', '3g', '2g', 'slow-2g' or undefined). */
  connection?: () => string | undefined;
  onEvent: Emit;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Holds reads back while the server is out of reach (offline-gate.ts); without it every read is sent. */
  offline?: OfflineGate;
}

type Outcome = { kind: 'answer'; status: number; headers: Headers; text: string } | { kind: 'timeout' } | { kind: 'network' } | { kind: 'cancelled' };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttpClient(deps: HttpDeps): HttpClient {
  const connection = deps.connection ?? readEffectiveType;
  const sleep = deps.sleep ?? defaultSleep;
  const random = deps.random ?? Math.random;

  async function send(url: string, payload: string, token: string | null, opts: PostOptions): Promise<Outcome> {
    if (opts.signal?.aborted) return { kind: 'cancelled' };
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutFor(connection()));
    const cancel = () => controller.abort();
    opts.signal?.addEventListener('abort', cancel, { once: true });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = token;
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    try {
      const res = await deps.fetch(url, { method: 'POST', headers, body: payload, signal: controller.signal });
      // The body is read under the same timer: a stalled body is as dead as a stalled connection.
      const text = await res.text();
      return { kind: 'answer', status: res.status, headers: res.headers, text };
    } catch {
      if (timedOut) return { kind: 'timeout' };
      return opts.signal?.aborted ? { kind: 'cancelled' } : { kind: 'network' };
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', cancel);
    }
  }

  async function post<C extends CallDef>(call: C, body: RequestOf<C>, opts: PostOptions = {}): Promise<Result<ResponseOf<C>>> {
    const request = call.request.safeParse(body);
    if (!request.success) {
      return fail('invalid', Code.badInput, request.error.issues[0]?.message ?? INVALID_REQUEST_MSG);
    }
    // Meta goes last so a caller's body can never overwrite who the app says it is.
    const payload = JSON.stringify({ ...(request.data as object), ...deps.meta });
    const url = deps.apiBase + call.path;
    // Only reads wait for the connection: a write needs its answer (or its failure) now, and its answer reopens the gate.
    if (call.kind === 'read' && deps.offline && !deps.offline.allows()) return fail('network', 0, NETWORK_MSG);
    // SPEC section 9: a write that reached the server may have been applied; only a key makes a second try safe.
    const attempts = call.kind === 'read' || opts.idempotencyKey !== undefined ? 1 + READ_RETRIES : 1;

    for (let attempt = 0; ; attempt++) {
      const token = deps.getToken();
      const outcome = await send(url, payload, token, opts);
      const canRetry = attempt + 1 < attempts;
      if (outcome.kind === 'cancelled') return fail('network', 0, CANCELLED_MSG);
      if (outcome.kind !== 'answer') {
        if (canRetry) {
          await sleep(backoffMs(attempt, random));
          continue;
        }
        if (outcome.kind === 'network') {
          deps.offline?.unreachable();
          return fail('network', 0, NETWORK_MSG);
        }
        if (!SILENT_TIMEOUT_CALLS.has(call.name)) await deps.onEvent({ type: 'timeout', call: call.name });
        return fail('timeout', 0, TIMEOUT_MSG);
      }
      deps.offline?.reachable();
      const envelope = readEnvelope(outcome.text);
      // A maintenance answer is final: retrying would only hold the player on a spinner.
      if (canRetry && RETRY_STATUSES.includes(outcome.status) && !isMaintenance(envelope)) {
        await sleep(retryAfterMs(outcome.headers.get('retry-after')) ?? backoffMs(attempt, random));
        continue;
      }
      const judged = judgeAnswer(call, outcome.status, envelope);
      // A 401 for a token already dropped or replaced (a parallel call, a new login) is stale: it ends nothing. Nor does
      // one for a call sent with no token at all (one that left while a logout was clearing the tables): no session
      // was sent, so none expired, and the logout navigates on its own.
      const expired = judged.unauthorised && token !== null && deps.getToken() === token && deps.getEndingToken?.() !== token;
      if (expired) await deps.onEvent({ type: 'session-expired' });
      if (judged.maintenance !== null) await deps.onEvent({ type: 'maintenance', message: judged.maintenance });
      return judged.result as Result<ResponseOf<C>>;
    }
  }

  return { post };
}
