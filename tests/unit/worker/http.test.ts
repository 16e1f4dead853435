import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { INVALID_ANSWER_MSG } from '../../../worker/http-answer.ts';
import { TIMEOUT_MSG } from '../../../worker/http.ts';
import { envelope, failure, text } from './fake-server.ts';
import { META, refreshDataAnswer, sessionAnswer, themeFixture, userInfoFixture } from './fixtures.ts';
import { API_BASE, createHarness } from './harness.ts';

const login = { account: 'juan_dela_cruz', password: 'secret1' };

describe('request shape', () => {
  it('posts JSON to the call path with the client meta added to the body', async () => {
    const h = createHarness([envelope(sessionAnswer())]);
    await h.http.post(calls.accountLogin, login);
    const [req] = h.server.requests;
    expect(req?.url).toBe(`${API_BASE}/app/v1/accountLogin`);
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.body).toEqual({ ...login, ...META });
  });

  it('sends the token as the authorization header, and no header without one', async () => {
    const h = createHarness([envelope(refreshDataAnswer()), envelope(themeFixture())]);
    h.state.token = 'tok-9';
    await h.http.post(calls.refreshData, {});
    h.state.token = null;
    await h.http.post(calls.appTheme, {});
    expect(h.server.requests[0]?.headers.authorization).toBe('tok-9');
    expect(h.server.requests[1]?.headers).not.toHaveProperty('authorization');
  });

  it('refuses a request that fails its contract schema without sending it', async () => {
    const h = createHarness([]);
    const result = await h.http.post(calls.accountLogin, { account: 'no spaces allowed', password: 'x' });
    expect(result).toMatchObject({ ok: false, reason: 'invalid', code: 400 });
    expect(h.server.requests).toHaveLength(0);
  });
});

describe('time-out by connection type', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['slow-2g', 20_000],
    ['2g', 20_000],
    ['3g', 30_000],
    ['4g', 10_000],
    [undefined, 10_000],
  ])('on %s gives up after %i ms and reports it', async (type, ms) => {
    vi.useFakeTimers();
    const h = createHarness(['hang'], { connection: () => type });
    let settled = false;
    const pending = h.http.post(calls.accountLogin, login).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, reason: 'timeout', code: 0, msg: TIMEOUT_MSG });
    expect(h.events).toEqual([{ type: 'timeout', call: 'accountLogin' }]);
  });

  it('reads the connection type at call time', async () => {
    vi.useFakeTimers();
    let type = '4g';
    const h = createHarness(['hang', 'hang'], { connection: () => type });
    const first = h.http.post(calls.accountLogin, login);
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await first).ok).toBe(false);
    type = '3g';
    let settled = false;
    const second = h.http.post(calls.accountLogin, login).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await second).ok).toBe(false);
  });

  it('never reports a heartbeat time-out', async () => {
    vi.useFakeTimers();
    const h = createHarness(['hang']);
    const pending = h.http.post(calls.online, { heartbeat: 1 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toMatchObject({ ok: false, reason: 'timeout' });
    expect(h.events).toEqual([]);
  });

  it('retries a timed-out read and reports the time-out once, at the end', async () => {
    vi.useFakeTimers();
    const h = createHarness(['hang', 'hang', 'hang']);
    const pending = h.http.post(calls.refreshData, {});
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toMatchObject({ ok: false, reason: 'timeout' });
    expect(h.server.requests).toHaveLength(3);
    expect(h.events).toEqual([{ type: 'timeout', call: 'refreshData' }]);
  });
});

describe('401 and maintenance', () => {
  it('ends the session on a 401 envelope from a login-required call', async () => {
    const h = createHarness([failure(401, 'Please log in')]);
    h.state.token = 'tok-old';
    expect(await h.http.post(calls.refreshData, {})).toMatchObject({ ok: false, reason: 'api', code: 401 });
    expect(h.events).toEqual([{ type: 'session-expired' }]);
  });

  it('ends the session on a bare HTTP 401 from a login-required call', async () => {
    const h = createHarness([text('Unauthorized', 401)]);
    h.state.token = 'tok';
    expect(await h.http.post(calls.refreshData, {})).toMatchObject({ ok: false, reason: 'http', code: 401 });
    expect(h.events).toEqual([{ type: 'session-expired' }]);
  });

  it('keeps the session on a 401 from public and optional calls', async () => {
    const h = createHarness([failure(401, 'Wrong password'), failure(401, 'Who?')]);
    h.state.token = 'tok';
    await h.http.post(calls.accountLogin, login);
    await h.http.post(calls.getActivityIds, {});
    expect(h.events).toEqual([]);
  });

  it('ignores a 401 for a call sent with no token, as one sent while a logout clears the tables', async () => {
    // The logout has dropped the token (null) and is still clearing the tables (its token still ending): a call that
    // left meanwhile went without a token, and its 401 must not send the player to login over the logout's own way home.
    const h = createHarness([failure(401, 'Please log in'), text('Unauthorized', 401)], { getEndingToken: () => 'tok-old' });
    await h.http.post(calls.refreshData, {});
    await h.http.post(calls.refreshData, {});
    expect(h.server.requests.every((r) => !('authorization' in r.headers))).toBe(true);
    expect(h.events).toEqual([]);
  });

  it('ignores a 401 for a token that was replaced while the call was out', async () => {
    const h = createHarness([
      () => {
        h.state.token = 'tok-new';
        return failure(401, 'Please log in');
      },
    ]);
    h.state.token = 'tok-old';
    await h.http.post(calls.refreshData, {});
    expect(h.events).toEqual([]);
  });

  it('reports maintenance with its message from any call', async () => {
    const h = createHarness([failure(503, 'Back at 6 pm')]);
    await h.http.post(calls.accountLogin, login);
    expect(h.events).toEqual([{ type: 'maintenance', message: 'Back at 6 pm' }]);
  });
});

describe('judging the answer', () => {
  it('refuses an answer that fails the contract', async () => {
    const h = createHarness([envelope({ ...sessionAnswer(), userInfo: { ...userInfoFixture(), coin: 'lots' } })]);
    expect(await h.http.post(calls.accountLogin, login)).toEqual({ ok: false, reason: 'invalid', code: 0, msg: INVALID_ANSWER_MSG });
  });

  it('takes errcode 0 and code 200 as success, and errcode over code', async () => {
    const h = createHarness([
      envelope(refreshDataAnswer({ coin: 1 }), { errcode: 0 }),
      envelope(refreshDataAnswer({ coin: 2 }), { code: 200 }),
      envelope(refreshDataAnswer(), { errcode: 403, code: 0, msg: 'Refused' }),
    ]);
    expect(await h.http.post(calls.refreshData, {})).toMatchObject({ ok: true, data: { coin: 1 } });
    expect(await h.http.post(calls.refreshData, {})).toMatchObject({ ok: true, data: { coin: 2 } });
    expect(await h.http.post(calls.refreshData, {})).toMatchObject({ ok: false, reason: 'api', code: 403, msg: 'Refused' });
  });

  it('reports a non-JSON answer with its HTTP status', async () => {
    const h = createHarness([text('<html>gateway login</html>', 200), text('{"hello":1}', 200)]);
    expect(await h.http.post(calls.refreshData, {})).toMatchObject({ ok: false, reason: 'http', code: 200 });
    expect(await h.http.post(calls.refreshData, {})).toMatchObject({ ok: false, reason: 'http', code: 200 });
  });
});
