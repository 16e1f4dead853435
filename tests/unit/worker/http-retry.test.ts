import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract/index.ts';
import { envelope, failure, text } from './fake-server.ts';
import { refreshDataAnswer, sessionAnswer } from './fixtures.ts';
import { createHarness } from './harness.ts';

const login = { account: 'juan_dela_cruz', password: 'secret1' };

describe('retries', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a read answered with HTTP %i', async (status) => {
    const h = createHarness([text('busy', status), envelope(refreshDataAnswer())]);
    const result = await h.http.post(calls.refreshData, {});
    expect(result.ok).toBe(true);
    expect(h.server.requests).toHaveLength(2);
  });

  it('gives up a read after two retries with the last status', async () => {
    const h = createHarness([text('a', 502), text('b', 502), text('c', 502)]);
    expect(await h.http.post(calls.refreshData, {})).toMatchObject({ ok: false, reason: 'http', code: 502 });
    expect(h.server.requests).toHaveLength(3);
  });

  it('retries a read after a network error', async () => {
    const h = createHarness(['network', envelope(refreshDataAnswer())]);
    expect((await h.http.post(calls.refreshData, {})).ok).toBe(true);
  });

  it('never retries a write without an idempotency key', async () => {
    const h = createHarness([text('busy', 503)]);
    expect(await h.http.post(calls.accountLogin, login)).toMatchObject({ ok: false, reason: 'http', code: 503 });
    const dropped = createHarness(['network']);
    expect(await dropped.http.post(calls.accountLogin, login)).toMatchObject({ ok: false, reason: 'network' });
    expect(h.server.requests).toHaveLength(1);
    expect(dropped.server.requests).toHaveLength(1);
  });

  it('retries a write with its idempotency key, the same key on every attempt', async () => {
    const h = createHarness([text('busy', 503), 'network', envelope(sessionAnswer())]);
    const result = await h.http.post(calls.accountLogin, login, { idempotencyKey: 'key-42' });
    expect(result.ok).toBe(true);
    expect(h.server.requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-42', 'key-42', 'key-42']);
  });

  it.each([400, 403, 404])('does not retry a read refused with %i', async (code) => {
    const h = createHarness([failure(code, 'No.'), envelope(refreshDataAnswer())]);
    expect(await h.http.post(calls.refreshData, {})).toEqual({ ok: false, reason: 'api', code, msg: 'No.' });
    expect(h.server.requests).toHaveLength(1);
  });

  it('does not retry a maintenance answer even on HTTP 503', async () => {
    const h = createHarness([failure(503, 'Back at 6 pm'), envelope(refreshDataAnswer())]);
    expect(await h.http.post(calls.refreshData, {})).toMatchObject({ ok: false, reason: 'api', code: 503 });
    expect(h.server.requests).toHaveLength(1);
  });

  it('waits as long as Retry-After says, capped at 10 s', async () => {
    const h = createHarness([text('slow down', 429, { 'retry-after': '3' }), text('slow down', 429, { 'retry-after': '120' }), envelope(refreshDataAnswer())]);
    expect((await h.http.post(calls.refreshData, {})).ok).toBe(true);
    expect(h.sleeps).toEqual([3_000, 10_000]);
  });

  it('backs off exponentially without Retry-After', async () => {
    const h = createHarness([text('x', 500), text('x', 500), envelope(refreshDataAnswer())]);
    await h.http.post(calls.refreshData, {});
    expect(h.sleeps).toEqual([300, 900]);
  });

  it('does not retry a request its caller cancelled', async () => {
    const h = createHarness(['hang', envelope(refreshDataAnswer())]);
    const controller = new AbortController();
    const pending = h.http.post(calls.refreshData, {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, reason: 'network' });
    expect(h.server.requests).toHaveLength(1);
  });
});
