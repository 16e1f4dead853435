import { afterEach, describe, expect, it } from 'vitest';
import { getKv, setKv } from '../../../src/db/database.ts';
import { createSession, endSession } from '../../../worker/session.ts';
import { envelope, failure } from './fake-server.ts';
import { afterLoginAnswer, afterLoginStateFixture, appConfigFixture, flagsFixture, refreshDataAnswer, sessionAnswer, userInfoFixture } from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';
import type { Reply } from './fake-server.ts';

let harness: ReturnType<typeof createHarness> | undefined;

function setUp(script: Reply[]) {
  harness = createHarness(script);
  const session = createSession({ http: harness.http, db: harness.db, state: harness.state, now: harness.now });
  return { ...harness, session };
}

async function seedPlayer(h: ReturnType<typeof setUp>) {
  h.state.token = 'tok-old';
  await h.db.user.put({ key: 'me', ...userInfoFixture({ id: 7, nickname: 'Old' }), updatedAt: 1 });
  await h.db.flags.put({ key: 'me', ...flagsFixture() });
  await setKv('afterLogin', afterLoginStateFixture(), h.db);
}

afterEach(async () => {
  await harness?.db.delete();
});

const credentials = { account: 'juan_dela_cruz', password: 'secret1' };

describe('login and register', () => {
  it('stores the player, keeps the token for later calls and returns it', async () => {
    const h = setUp([envelope(sessionAnswer({ token: 'tok-1', expiresAt: 99 })), envelope(refreshDataAnswer())]);
    expect(await h.session.login(credentials)).toEqual({ ok: true, data: { token: 'tok-1', expiresAt: 99 } });
    expect(await h.db.user.get('me')).toMatchObject({ id: 1001, nickname: 'Juan', updatedAt: NOW });
    await h.session.refreshBalance();
    expect(h.server.requests[1]?.headers.authorization).toBe('tok-1');
  });

  it('sends the install id preLogin sends, so the server knows a device that logged in before', async () => {
    const h = setUp([envelope(sessionAnswer())]);
    await setKv('deviceId', 'device-abc', h.db);
    await h.session.login(credentials);
    expect(h.server.requests[0]?.body).toMatchObject({ ...credentials, deviceId: 'device-abc' });
  });

  it('replaces the previous player and their red dots', async () => {
    const h = setUp([envelope(sessionAnswer())]);
    await seedPlayer(h);
    await h.session.login(credentials);
    expect((await h.db.user.get('me'))?.id).toBe(1001);
    expect(await h.db.flags.get('me')).toBeUndefined();
    expect(await getKv('afterLogin', h.db)).toBeUndefined();
  });

  it('stores nothing when the login is refused', async () => {
    const h = setUp([failure(403, 'Wrong account or password')]);
    expect(await h.session.login(credentials)).toMatchObject({ ok: false, reason: 'api', msg: 'Wrong account or password' });
    expect(await h.db.user.count()).toBe(0);
    expect(h.state.token).toBeNull();
  });

  it('stores nothing when the answer fails the contract', async () => {
    const h = setUp([envelope({ ...sessionAnswer(), token: 12 })]);
    expect(await h.session.login(credentials)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await h.db.user.count()).toBe(0);
    expect(h.state.token).toBeNull();
  });

  it('registers with the contract defaults filled in and stores the new player', async () => {
    const h = setUp([envelope(sessionAnswer({ token: 'tok-new' }))]);
    const result = await h.session.register({ ...credentials, confirmNotice: true });
    expect(result.ok).toBe(true);
    expect(h.server.requests[0]?.body).toMatchObject({ ...credentials, nickname: '', pid: 0, confirmNotice: true });
    expect(await h.db.user.get('me')).toMatchObject({ id: 1001 });
    expect(h.state.token).toBe('tok-new');
  });
});

describe('logout and expiry', () => {
  it('logs out locally even when the server cannot be reached, sending the token first', async () => {
    const h = setUp(['network']);
    await seedPlayer(h);
    expect((await h.session.logout()).ok).toBe(false);
    expect(h.server.requests[0]?.headers.authorization).toBe('tok-old');
    expect(h.state.token).toBeNull();
    expect(await h.db.user.count()).toBe(0);
    expect(await h.db.flags.count()).toBe(0);
  });

  it('ending a session (a 401 on a login-required call) clears the token and user tables but keeps config', async () => {
    const h = setUp([]);
    await seedPlayer(h);
    await h.db.config.put({ key: 'current', ...appConfigFixture(), updatedAt: 1 });
    await endSession(h.db, h.state);
    expect(h.state.token).toBeNull();
    expect(await h.db.user.count()).toBe(0);
    expect(await getKv('afterLogin', h.db)).toBeUndefined();
    expect(await h.db.config.count()).toBe(1);
  });
});

describe('after-login info, balance and heartbeat', () => {
  it('writes the player row and the after-login state, sending device and version', async () => {
    const h = setUp([envelope(afterLoginAnswer({ userInfo: userInfoFixture({ vip: 3 }), inviteCode: 'ABC' }))]);
    h.state.token = 'tok';
    h.state.device = { os: 'android-web', deviceModel: 'Pixel' };
    expect((await h.session.loadAfterLogin()).ok).toBe(true);
    expect(h.server.requests[0]?.body).toMatchObject({ version: '1.2.3', os: 'android-web', deviceModel: 'Pixel' });
    expect(await h.db.user.get('me')).toMatchObject({ vip: 3 });
    const stored = await getKv('afterLogin', h.db);
    expect(stored).toMatchObject({ inviteCode: 'ABC', gameLikeIds: [3, 5], kycAmount: 500_000 });
    expect(stored).not.toHaveProperty('userInfo');
  });

  it('caches the favourites and the recently played games of the answer for the lobby, newest first, replacing old ones', async () => {
    const h = setUp([envelope(afterLoginAnswer({ gameLikeIds: [3, 5], gameHistory: [9, 2, 7] }))]);
    h.state.token = 'tok';
    await h.db.gameLikes.put({ gameId: 42 });
    await h.db.gameHistory.put({ gameId: 42, playedAt: 1 });
    expect((await h.session.loadAfterLogin()).ok).toBe(true);
    expect((await h.db.gameLikes.toArray()).map((r) => r.gameId).sort()).toEqual([3, 5]);
    expect((await h.db.gameHistory.orderBy('playedAt').reverse().toArray()).map((r) => r.gameId)).toEqual([9, 2, 7]);
  });

  it('keeps a like made while the after-login call was out instead of the older server copy', async () => {
    const h = setUp([
      async () => {
        // The player taps a heart while the answer, computed before that like reached the server, is on its way.
        h.state.gameDataWrites += 1;
        await h.db.gameLikes.put({ gameId: 8 });
        return envelope(afterLoginAnswer({ gameLikeIds: [3], gameHistory: [1] }));
      },
    ]);
    h.state.token = 'tok';
    expect((await h.session.loadAfterLogin()).ok).toBe(true);
    expect((await h.db.gameLikes.toArray()).map((r) => r.gameId)).toEqual([8]);
  });

  it('writes nothing when the after-login answer fails the contract', async () => {
    const h = setUp([envelope({ ...afterLoginAnswer(), gameLikeIds: 'none' })]);
    expect(await h.session.loadAfterLogin()).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await h.db.user.count()).toBe(0);
    expect(await getKv('afterLogin', h.db)).toBeUndefined();
    expect(await h.db.gameHistory.count()).toBe(0);
  });

  it('does not bring a player back when the session ended while the call was out', async () => {
    const h = setUp([
      () => {
        h.state.token = null;
        return envelope(afterLoginAnswer());
      },
    ]);
    h.state.token = 'tok';
    expect((await h.session.loadAfterLogin()).ok).toBe(false);
    expect(await h.db.user.count()).toBe(0);
  });

  it('merges new balances into the player row and keeps the rest', async () => {
    const h = setUp([envelope(refreshDataAnswer({ coin: 123_456 }))]);
    await seedPlayer(h);
    await h.session.refreshBalance();
    expect(await h.db.user.get('me')).toMatchObject({ coin: 123_456, nickname: 'Old', id: 7, updatedAt: NOW });
  });

  it('does not create a player row from a balance answer when logged out', async () => {
    const h = setUp([envelope(refreshDataAnswer())]);
    await h.session.refreshBalance();
    expect(await h.db.user.count()).toBe(0);
  });

  it('sends the heartbeat with the time and the game, 0 outside a game', async () => {
    const h = setUp([envelope({ serverTime: 1 }), envelope({ serverTime: 2 })]);
    await h.session.heartbeat(42);
    await h.session.heartbeat();
    expect(h.server.requests.map((r) => [r.body.gameId, r.body.heartbeat])).toEqual([
      [42, NOW],
      [0, NOW],
    ]);
  });
});
