import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerApi } from '../../../worker/api.ts';
import type { WorkerEvent } from '../../../worker/events.ts';
import { createFakeFetch, envelope, failure, type Reply } from './fake-server.ts';
import { appConfigFixture, META, sessionAnswer, themeFixture, userInfoFixture } from './fixtures.ts';
import { API_BASE, freshDatabase } from './harness.ts';

const databases: ReturnType<typeof freshDatabase>[] = [];

function setUp(script: Reply[]) {
  const db = freshDatabase();
  databases.push(db);
  const server = createFakeFetch(script);
  const api = createWorkerApi({ fetch: server.fetch, db, connection: () => '4g', sleep: async () => undefined, random: () => 0.5 });
  const heard: { event: WorkerEvent; userRows: Promise<number> }[] = [];
  const listener = (event: WorkerEvent) => {
    // What the UI would find in the tables the moment it hears the event.
    heard.push({ event, userRows: db.user.count() });
  };
  return { db, server, api, heard, listener };
}

const seedUser = (db: ReturnType<typeof freshDatabase>) => db.user.put({ key: 'me', ...userInfoFixture(), updatedAt: 1 });

afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.delete()));
});

describe('worker api', () => {
  it('answers a call made before init with a Result, not an exception', async () => {
    const { api } = setUp([]);
    expect(await api.startUp.loadTheme()).toMatchObject({ ok: false, reason: 'network' });
  });

  it('posts to the api base with the meta it was given', async () => {
    const { api, server, listener } = setUp([envelope(themeFixture())]);
    await api.init({ apiBase: API_BASE, token: 'tok', meta: META }, listener);
    await api.startUp.loadTheme();
    expect(server.requests[0]?.url).toBe(`${API_BASE}/anonymous/appTheme`);
    expect(server.requests[0]?.body).toMatchObject(META);
    expect(server.requests[0]?.headers.authorization).toBe('tok');
  });

  it('clears the token and the player before telling the UI the session expired', async () => {
    const { api, db, heard, listener, server } = setUp([failure(401, 'Please log in'), envelope(themeFixture())]);
    await api.init({ apiBase: API_BASE, token: 'tok', meta: META }, listener);
    await seedUser(db);
    expect(await api.session.refreshBalance()).toMatchObject({ ok: false, code: 401 });
    expect(heard.map((h) => h.event)).toEqual([{ type: 'session-expired' }]);
    expect(await heard[0]?.userRows).toBe(0);
    await api.startUp.loadTheme();
    expect(server.requests[1]?.headers).not.toHaveProperty('authorization');
  });

  it('passes time-outs and maintenance on to the UI', async () => {
    const { api, heard, listener } = setUp([failure(503, 'Upgrading')]);
    await api.init({ apiBase: API_BASE, token: null, meta: META }, listener);
    await api.session.login({ account: 'juan', password: 'pw' });
    expect(heard.map((h) => h.event)).toEqual([{ type: 'maintenance', message: 'Upgrading' }]);
  });

  it('login makes later calls carry the new token', async () => {
    const { api, listener, server } = setUp([envelope(sessionAnswer({ token: 'tok-7' })), envelope(themeFixture())]);
    await api.init({ apiBase: API_BASE, token: null, meta: META }, listener);
    await api.session.login({ account: 'juan', password: 'pw' });
    await api.startUp.loadTheme();
    expect(server.requests[1]?.headers.authorization).toBe('tok-7');
  });

  it('init without a token clears a player left behind, and keeps config', async () => {
    const { api, db, listener } = setUp([]);
    await seedUser(db);
    await db.config.put({ key: 'current', ...appConfigFixture(), updatedAt: 1 });
    await api.init({ apiBase: API_BASE, token: null, meta: META }, listener);
    expect(await db.user.count()).toBe(0);
    expect(await db.config.count()).toBe(1);
  });

  it('setToken(null) logs this tab out; setting the same token keeps the player', async () => {
    const { api, db, listener } = setUp([]);
    await api.init({ apiBase: API_BASE, token: 'tok', meta: META }, listener);
    await seedUser(db);
    await api.setToken('tok');
    expect(await db.user.count()).toBe(1);
    await api.setToken(null);
    expect(await db.user.count()).toBe(0);
  });

  it('turns a local storage failure into a Result', async () => {
    const { api, db, listener } = setUp([envelope(themeFixture())]);
    await api.init({ apiBase: API_BASE, token: null, meta: META }, listener);
    db.close({ disableAutoOpen: true });
    expect(await api.startUp.loadTheme()).toMatchObject({ ok: false, reason: 'network' });
  });
});
