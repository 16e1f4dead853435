// The session-scoped post and write: an answer that arrives after the token changed never reaches the tables; a read
// is refused outright, a write the server applied still answers the screen that made it.
import { describe, expect, it, vi } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { ok } from '../../../contract/result.ts';
import type { HttpClient } from '../../../worker/http.ts';
import { SESSION_CHANGED_MSG, sessionPost, sessionWrite } from '../../../worker/session-post.ts';
import { createWorkerState } from '../../../worker/state.ts';

/** An http client whose answer comes back after `during` ran (a logout or a new login while the call was out). */
function slowHttp(answer: unknown, during: () => void): HttpClient {
  return {
    post: async () => {
      during();
      return ok(answer) as never;
    },
  };
}

describe('sessionPost', () => {
  it('refuses an answer that arrives after the session changed', async () => {
    const state = createWorkerState();
    state.token = 'tok-1';
    const post = sessionPost(
      slowHttp({ total: 0, list: [] }, () => (state.token = 'tok-2')),
      state,
    );
    expect(await post(calls.appUserCoinDetail, { type: '', pageNum: 1, pageSize: 20 })).toMatchObject({ ok: false, code: 401, msg: SESSION_CHANGED_MSG });
  });
});

describe('sessionWrite', () => {
  const wallet = { coin: 100, safebox: 0 };

  it('stores the answer while the session that sent it is current', async () => {
    const state = createWorkerState();
    state.token = 'tok-1';
    const store = vi.fn(async () => {});
    const write = sessionWrite(
      slowHttp(wallet, () => {}),
      state,
    );
    expect(await write(calls.safeboxDeposit, { amount: 100 }, {}, store)).toEqual(ok(wallet));
    expect(store).toHaveBeenCalledWith(wallet);
  });

  it('answers the screen but stores nothing once the session changed', async () => {
    const state = createWorkerState();
    state.token = 'tok-1';
    const store = vi.fn(async () => {});
    const write = sessionWrite(
      slowHttp(wallet, () => (state.token = null)),
      state,
    );
    expect(await write(calls.safeboxDeposit, { amount: 100 }, {}, store)).toEqual(ok(wallet));
    expect(store).not.toHaveBeenCalled();
  });
});
