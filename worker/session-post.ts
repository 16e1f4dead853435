// One session-scoped post for every module: an answer that arrives after the player changed (logout, another login, a
// 401 elsewhere) is refused, so it can never land in the next player's tables.
import type { CallDef, RequestOf, ResponseOf } from '../contract/index.ts';
import { fail, type Result } from '../contract/result.ts';
import { SESSION_CHANGED_MSG } from '../contract/app-messages.ts';
import type { HttpClient, PostOptions } from './http.ts';
import type { WorkerState } from './state.ts';

export { SESSION_CHANGED_MSG };

export function sessionPost(http: HttpClient, state: WorkerState): HttpClient['post'] {
  return async (call, body, opts) => {
    const sent = state.token;
    const result = await http.post(call, body, opts);
    return result.ok && state.token !== sent ? fail('api', 401, SESSION_CHANGED_MSG) : result;
  };
}

/**
 * The same guard for a write the server has applied once it answers (a money move, a bank card): its answer is the
 * player's truth to show even when the session changed meanwhile, so it is returned as it came; only `store`, which
 * writes the answer to the tables, waits on the session that sent it still being current.
 */
export function sessionWrite(http: HttpClient, state: WorkerState) {
  return async <C extends CallDef>(
    call: C,
    body: RequestOf<C>,
    opts: PostOptions,
    store: (data: ResponseOf<C>) => Promise<unknown>,
  ): Promise<Result<ResponseOf<C>>> => {
    const sent = state.token;
    const result = await http.post(call, body, opts);
    if (result.ok && state.token === sent) await store(result.data);
    return result;
  };
}
