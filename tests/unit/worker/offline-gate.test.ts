// Offline, the worker stops sending reads after one round of retries found no connection: no navigation sends preLogin
// or appTheme into a dead network again until the browser says the connection is back, a write gets an answer, or a
// probe is due. Runs the real worker API on a fake-indexeddb database.
import { afterEach, describe, expect, it } from 'vitest';
import { READ_RETRIES } from '../../../contract/index.ts';
import { createWorkerApi } from '../../../worker/api.ts';
import type { DeviceInfo } from '../../../worker/types.ts';
import { createOfflineGate, PROBE_FIRST_MS, PROBE_MAX_MS } from '../../../worker/offline-gate.ts';
import { createFakeFetch, envelope, type Reply } from './fake-server.ts';
import { META, preLoginAnswer, sessionAnswer, themeFixture } from './fixtures.ts';
import { API_BASE, freshDatabase, NOW } from './harness.ts';

const device: DeviceInfo = { os: 'android-web', deviceModel: 'Pixel 7', language: 'en-PH', countryCodeISO: 'ph', currency: 'PHP', urlParams: '' };
const noAnswer: Reply[] = Array.from({ length: 1 + READ_RETRIES }, () => 'network');
const databases: ReturnType<typeof freshDatabase>[] = [];

afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

async function setUp(script: Reply[]) {
  const db = freshDatabase();
  databases.push(db);
  const server = createFakeFetch(script);
  let clock = NOW;
  const onlineListeners: Array<() => void> = [];
  const api = createWorkerApi({
    fetch: server.fetch,
    db,
    connection: () => '4g',
    sleep: async () => undefined,
    random: () => 0.5,
    now: () => clock,
    onOnline: (listener) => onlineListeners.push(listener),
  });
  await api.init({ apiBase: API_BASE, token: null, meta: META }, () => undefined);
  return {
    api,
    server,
    goOnline: () => onlineListeners.forEach((listener) => listener()),
    advance: (ms: number) => (clock += ms),
  };
}

describe('offline back-off', () => {
  it('sends no read while backed off, and one once the browser says the connection is back', async () => {
    const h = await setUp([...noAnswer, envelope(themeFixture())]);
    expect(await h.api.startUp.loadTheme()).toMatchObject({ ok: false, reason: 'network' });
    expect(h.server.requests).toHaveLength(1 + READ_RETRIES);

    // Navigations while offline: each answers "no connection" without touching the network.
    expect(await h.api.startUp.loadTheme()).toMatchObject({ ok: false, reason: 'network' });
    expect(await h.api.startUp.preLogin(device)).toMatchObject({ ok: false, reason: 'network' });
    h.advance(PROBE_FIRST_MS - 1);
    expect(await h.api.startUp.loadTheme()).toMatchObject({ ok: false, reason: 'network' });
    expect(h.server.requests).toHaveLength(1 + READ_RETRIES);

    h.goOnline();
    expect(await h.api.startUp.loadTheme()).toMatchObject({ ok: true });
    expect(h.server.requests).toHaveLength(2 + READ_RETRIES);
  });

  it('probes once the wait is over, and waits longer after a failed probe', async () => {
    const h = await setUp([...noAnswer, ...noAnswer, envelope(preLoginAnswer())]);
    await h.api.startUp.loadTheme();
    h.advance(PROBE_FIRST_MS);
    // The probe is one call with its retries; the call after it is held back again.
    expect(await h.api.startUp.loadTheme()).toMatchObject({ ok: false, reason: 'network' });
    expect(h.server.requests).toHaveLength(2 * (1 + READ_RETRIES));
    h.advance(PROBE_FIRST_MS);
    expect(await h.api.startUp.preLogin(device)).toMatchObject({ ok: false, reason: 'network' });
    expect(h.server.requests).toHaveLength(2 * (1 + READ_RETRIES));
    h.advance(PROBE_FIRST_MS);
    expect(await h.api.startUp.preLogin(device)).toMatchObject({ ok: true });
    expect(h.server.requests).toHaveLength(2 * (1 + READ_RETRIES) + 1);
  });

  it('never holds back a write, and the write’s answer reopens the way for reads', async () => {
    const h = await setUp([...noAnswer, envelope(sessionAnswer()), envelope(themeFixture())]);
    await h.api.startUp.loadTheme();
    expect(await h.api.session.login({ account: 'juan', password: 'secret123' })).toMatchObject({ ok: true });
    expect(await h.api.startUp.loadTheme()).toMatchObject({ ok: true });
    expect(h.server.requests).toHaveLength(3 + READ_RETRIES);
  });
});

describe('createOfflineGate', () => {
  it('doubles the wait after each failed probe up to the cap, and resets when the server answers', () => {
    let clock = 0;
    const gate = createOfflineGate(() => clock);
    const waits: number[] = [];
    gate.unreachable();
    for (let i = 0; i < 6; i++) {
      const from = clock;
      while (!gate.allows()) clock += 1_000;
      waits.push(clock - from);
      gate.unreachable();
    }
    expect(waits).toEqual([PROBE_FIRST_MS, 10_000, 20_000, 40_000, PROBE_MAX_MS, PROBE_MAX_MS]);
    gate.reachable();
    expect(gate.allows()).toBe(true);
  });

  it('counts only the probe: failures of calls sent before the gate closed, or of writes, do not lengthen the wait', () => {
    let clock = 0;
    const gate = createOfflineGate(() => clock);
    for (let i = 0; i < 5; i++) gate.unreachable();
    clock = PROBE_FIRST_MS - 1;
    expect(gate.allows()).toBe(false);
    clock = PROBE_FIRST_MS;
    expect(gate.allows()).toBe(true);
    // A write fails while the probe is out, then the probe fails: one doubling.
    gate.unreachable();
    gate.unreachable();
    clock += 10_000 - 1;
    expect(gate.allows()).toBe(false);
    clock += 1;
    expect(gate.allows()).toBe(true);
  });
});
