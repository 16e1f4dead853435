import { afterEach, describe, expect, it } from 'vitest';
import { getKv, setKv } from '../../../src/db/database.ts';
import { createStartUp } from '../../../worker/start-up.ts';
import type { DeviceInfo } from '../../../worker/types.ts';
import { envelope, type Reply } from './fake-server.ts';
import {
  activityFixture,
  activityIdsAnswer,
  afterLoginStateFixture,
  appConfigFixture,
  customerServiceFixture,
  flagsFixture,
  preLoginAnswer,
  themeFixture,
  userInfoFixture,
} from './fixtures.ts';
import { createHarness, NOW } from './harness.ts';

let harness: ReturnType<typeof createHarness> | undefined;
let madeIds = 0;

function setUp(script: Reply[]) {
  harness = createHarness(script);
  const h = harness;
  const startUp = createStartUp({ http: h.http, db: h.db, state: h.state, emit: h.emit, now: h.now, uuid: () => `device-${++madeIds}` });
  return { ...h, startUp };
}

afterEach(async () => {
  await harness?.db.delete();
});

const device: DeviceInfo = { os: 'android-web', deviceModel: 'Pixel 7', language: 'en-PH', countryCodeISO: 'ph', currency: 'PHP', urlParams: 'pid=12' };

describe('loadTheme', () => {
  it('stores the theme with its colours parsed', async () => {
    const h = setUp([envelope(themeFixture())]);
    expect((await h.startUp.loadTheme()).ok).toBe(true);
    expect(await h.db.theme.get('current')).toMatchObject({
      themeName: 'Emerald',
      colours: { bg: '#0b1f16', primary: '#19c37d', text: '#ffffff' },
      updatedAt: NOW,
    });
  });

  it('stores a theme with malformed colour data, with no colours', async () => {
    const h = setUp([envelope(themeFixture({ themeJsonData: '{bg: oops' }))]);
    expect((await h.startUp.loadTheme()).ok).toBe(true);
    expect((await h.db.theme.get('current'))?.colours).toEqual({});
  });

  it('keeps the usable colours of a partly wrong theme', async () => {
    const h = setUp([envelope(themeFixture({ themeJsonData: JSON.stringify({ bg: '#000', text: 5, unknown: '#fff' }) }))]);
    await h.startUp.loadTheme();
    expect((await h.db.theme.get('current'))?.colours).toEqual({ bg: '#000' });
  });

  it('keeps the stored theme when the answer fails the contract', async () => {
    const h = setUp([envelope({ themeName: 'Broken' })]);
    await h.db.theme.put({ key: 'current', ...themeFixture({ themeName: 'Old' }), colours: {}, updatedAt: 1 });
    expect(await h.startUp.loadTheme()).toMatchObject({ ok: false, reason: 'invalid' });
    expect((await h.db.theme.get('current'))?.themeName).toBe('Old');
  });
});

describe('previewTheme', () => {
  it('returns the preview colours without storing them over the real theme', async () => {
    const h = setUp([envelope(themeFixture({ themeName: 'Preview', themeJsonData: JSON.stringify({ bg: '#06141f' }) }))]);
    await h.db.theme.put({ key: 'current', ...themeFixture({ themeName: 'Real' }), colours: { bg: '#111111' }, updatedAt: 1 });
    expect(await h.startUp.previewTheme('ocean')).toEqual({ ok: true, data: { bg: '#06141f' } });
    expect((await h.db.theme.get('current'))?.themeName).toBe('Real');
  });
});

describe('preLogin', () => {
  it('sends the device, a device id made once, and the stored game list version', async () => {
    const h = setUp([envelope(preLoginAnswer()), envelope(preLoginAnswer())]);
    await h.db.config.put({ key: 'current', ...appConfigFixture({ gameListVersion: 'v6' }), updatedAt: 1 });
    await h.startUp.preLogin(device);
    await h.startUp.preLogin(device);
    const [first, second] = h.server.requests;
    expect(first?.body).toMatchObject({ ...device, gameListVersion: 'v6' });
    expect(first?.body.deviceId).toMatch(/^device-/);
    expect(second?.body.deviceId).toBe(first?.body.deviceId);
    expect(second?.body.gameListVersion).toBe('v7');
  });

  it('stores config, customer service and maintenance, and returns maintenance', async () => {
    const answer = preLoginAnswer({
      maintenance: { status: true, message: 'Back soon' },
      appCustomerServiceQueue: [customerServiceFixture({ id: 9 })],
    });
    const h = setUp([envelope(answer)]);
    expect(await h.startUp.preLogin(device)).toEqual({ ok: true, data: { maintenance: { status: true, message: 'Back soon' } } });
    const config = await h.db.config.get('current');
    expect(config).toMatchObject({ ...appConfigFixture(), updatedAt: NOW });
    expect(config).not.toHaveProperty('appCustomerServiceQueue');
    expect(config).not.toHaveProperty('maintenance');
    expect((await getKv('customerService', h.db))?.map((c) => c.id)).toEqual([9]);
    expect(await getKv('maintenance', h.db)).toEqual({ status: true, message: 'Back soon' });
  });

  it('resets the session on answer code 401 without sending the player to login', async () => {
    const h = setUp([envelope(preLoginAnswer({ code: 401 }))]);
    h.state.token = 'tok-dead';
    await h.db.user.put({ key: 'me', ...userInfoFixture(), updatedAt: 1 });
    await h.db.flags.put({ key: 'me', ...flagsFixture() });
    await setKv('afterLogin', afterLoginStateFixture(), h.db);
    expect((await h.startUp.preLogin(device)).ok).toBe(true);
    expect(h.state.token).toBeNull();
    expect(await h.db.user.count()).toBe(0);
    expect(await h.db.flags.count()).toBe(0);
    expect(await getKv('afterLogin', h.db)).toBeUndefined();
    expect(await h.db.config.count()).toBe(1);
    expect(h.events).toEqual([{ type: 'session-reset' }]);
  });

  it('keeps the session on answer code 0', async () => {
    const h = setUp([envelope(preLoginAnswer())]);
    h.state.token = 'tok';
    await h.db.user.put({ key: 'me', ...userInfoFixture(), updatedAt: 1 });
    await h.startUp.preLogin(device);
    expect(h.state.token).toBe('tok');
    expect(await h.db.user.count()).toBe(1);
    expect(h.events).toEqual([]);
  });

  it('writes nothing when the answer fails the contract', async () => {
    const h = setUp([envelope({ ...preLoginAnswer(), maintenance: 'no' })]);
    expect(await h.startUp.preLogin(device)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await h.db.config.count()).toBe(0);
    expect(await getKv('maintenance', h.db)).toBeUndefined();
  });
});

describe('activities and red dots', () => {
  it('replaces the activity list and stores the activity state', async () => {
    const h = setUp([
      envelope(activityIdsAnswer([1, 2, 3].map((id) => activityFixture(id)))),
      envelope(activityIdsAnswer([activityFixture(2, { name: 'Spin v2' }), activityFixture(4)], { totalRecharge: 10_000 })),
    ]);
    await h.startUp.refreshActivities();
    await h.startUp.refreshActivities();
    const rows = await h.db.activities.orderBy('sort').toArray();
    expect(rows.map((a) => [a.id, a.name])).toEqual([
      [2, 'Spin v2'],
      [4, 'Activity 4'],
    ]);
    expect(await getKv('activityState', h.db)).toEqual({ hasTurntable: true, totalRecharge: 10_000, loginBonus3CanReceive: false });
  });

  it('asks the server once for the list asked for twice at once, and again for a new session', async () => {
    const h = setUp([1, 2, 3].map((id) => envelope(activityIdsAnswer([activityFixture(id)]))));
    const [first, second] = await Promise.all([h.startUp.refreshActivities(), h.startUp.refreshActivities()]);
    expect(h.server.requests).toHaveLength(1);
    expect(second).toEqual(first);
    const visitor = h.startUp.refreshActivities();
    h.state.token = 'player-token';
    const player = h.startUp.refreshActivities();
    await Promise.all([visitor, player]);
    expect(h.server.requests).toHaveLength(3);
    expect(h.server.requests[2]?.headers.authorization).toBe('player-token');
  });

  it('keeps the activity list when the answer fails the contract', async () => {
    const h = setUp([envelope(activityIdsAnswer([activityFixture(1)])), envelope({ activityMap: 'gone' })]);
    await h.startUp.refreshActivities();
    expect(await h.startUp.refreshActivities()).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await h.db.activities.count()).toBe(1);
  });

  it('stores the red-dot flags', async () => {
    const h = setUp([envelope(flagsFixture({ hasMail: true, signInFlag: true }))]);
    await h.startUp.refreshFlags();
    expect(await h.db.flags.get('me')).toMatchObject({ key: 'me', hasMail: true, signInFlag: true });
  });
});
