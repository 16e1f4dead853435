// One session-scoped post for every module: an answer that arrives after the player changed (logout, another login, a
// 401 elsewhere) is refused, so it can never land in the next player's tables.
import { fail } from '../contract/result.ts';
import type { HttpClient } from './http.ts';
import type { WorkerState } from './state.ts';

export const SESSION_CHANGED_MSG = 'The session ended before the answer arrived.';

export function sessionPost(http: HttpClient, state: WorkerState): HttpClient['post'] {
  return async (call, body, opts) => {
    const sent = state.token;
    const result = await http.post(call, body, opts);
    return result.ok && state.token !== sent ? fail('api', 401, SESSION_CHANGED_MSG) : result;
  };
}
