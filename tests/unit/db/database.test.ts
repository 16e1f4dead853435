import { afterEach, describe, expect, it } from 'vitest';
import type { MaintenanceState } from '../../../contract/index.ts';
import { AppDatabase, clearUserTables, db, getKv, setKv } from '../../../src/db/database.ts';
import { activityFixture, afterLoginStateFixture, appConfigFixture, flagsFixture, themeFixture, userInfoFixture } from '../worker/fixtures.ts';

const opened: AppDatabase[] = [];

function fresh(): AppDatabase {
  const database = new AppDatabase(`test-${crypto.randomUUID()}`);
  opened.push(database);
  return database;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.delete()));
});

describe('AppDatabase', () => {
  it("opens as 'pisowin' with the foundation's six tables in its newest version", async () => {
    expect(db.name).toBe('pisowin');
    const database = fresh();
    await database.open();
    expect(database.verno).toBeGreaterThanOrEqual(1);
    expect(database.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['activities', 'config', 'flags', 'kv', 'theme', 'user']));
  });

  it('lists activities in sort order', async () => {
    const database = fresh();
    await database.activities.bulkPut([activityFixture(1, { sort: 30 }), activityFixture(2, { sort: 10 }), activityFixture(3, { sort: 20 })]);
    expect((await database.activities.orderBy('sort').toArray()).map((a) => a.id)).toEqual([2, 3, 1]);
  });

  it('reads back what setKv stored, and undefined for a key never set', async () => {
    const database = fresh();
    await setKv('maintenance', { status: true, message: 'Back soon' }, database);
    expect(await getKv('maintenance', database)).toEqual({ status: true, message: 'Back soon' });
    expect(await getKv<MaintenanceState>('maintenance', database)).toEqual({ status: true, message: 'Back soon' });
    expect(await getKv('deviceId', database)).toBeUndefined();
  });

  it('clearUserTables removes the player and their state, and leaves config, theme and device data', async () => {
    const database = fresh();
    await database.user.put({ key: 'me', ...userInfoFixture(), updatedAt: 1 });
    await database.flags.put({ key: 'me', ...flagsFixture() });
    await database.config.put({ key: 'current', ...appConfigFixture(), updatedAt: 1 });
    await database.theme.put({ key: 'current', ...themeFixture(), colours: {}, updatedAt: 1 });
    await database.activities.put(activityFixture(1));
    await setKv('afterLogin', afterLoginStateFixture(), database);
    await setKv('activityState', { hasTurntable: true, totalRecharge: 0, loginBonus3CanReceive: true }, database);
    await setKv('deviceId', 'device-1', database);
    await setKv('maintenance', { status: false, message: '' }, database);

    await clearUserTables(database);

    expect(await database.user.count()).toBe(0);
    expect(await database.flags.count()).toBe(0);
    expect(await getKv('afterLogin', database)).toBeUndefined();
    expect(await getKv('activityState', database)).toBeUndefined();
    expect(await database.config.count()).toBe(1);
    expect(await database.theme.count()).toBe(1);
    expect(await database.activities.count()).toBe(1);
    expect(await getKv('deviceId', database)).toBe('device-1');
    expect(await getKv('maintenance', database)).toEqual({ status: false, message: '' });
  });
});
