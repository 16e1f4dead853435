import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { MaintenanceState } from '../../../contract/index.ts';
import { AppDatabase, clearUserTables, db, getKv, SCHEMA_VERSION, setKv } from '../../../src/db/database.ts';
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

  it('clearUserTables changes nothing (no live read wakes up) when the device holds no player, and only what held rows otherwise', async () => {
    const database = fresh();
    await database.open();
    const changed: string[][] = [];
    const listen = (parts: Record<string, unknown>) =>
      changed.push(
        Object.keys(parts)
          .filter((p) => p.startsWith(`idb://${database.name}/`) && p.endsWith('/'))
          .map((p) => p.split('/')[3]!),
      );
    Dexie.on('storagemutated', listen);
    try {
      await setKv('deviceId', 'device-1', database);
      changed.length = 0;
      await clearUserTables(database);
      expect(changed.flat()).toEqual([]);

      await database.user.put({ key: 'me', ...userInfoFixture(), updatedAt: 1 });
      await setKv('afterLogin', afterLoginStateFixture(), database);
      changed.length = 0;
      await clearUserTables(database);
      expect(changed.flat().sort()).toEqual(['kv', 'user']);
      expect(await database.user.count()).toBe(0);
      expect(await getKv('afterLogin', database)).toBeUndefined();
      expect(await getKv('deviceId', database)).toBe('device-1');
    } finally {
      Dexie.on('storagemutated').unsubscribe(listen);
    }
  });

  // The schema is declared once, at its newest version; phones hold databases made by the step-by-step declarations
  // that came before (version 1 with six tables, then 3 to 8 adding the rest).
  it('opens a database an older app made at version 3 and at version 8, adding what is missing and keeping the rows', async () => {
    for (const [upTo, tables] of [
      [3, ['kv', 'config', 'theme', 'user', 'flags', 'activities', 'rechargeTypes', 'walletRecords', 'bankCards', 'withdrawals']],
      [8, ['kv', 'config', 'theme', 'user', 'flags', 'activities', 'rechargeTypes', 'walletRecords', 'bankCards', 'withdrawals', 'games', 'coupons']],
    ] as const) {
      const name = `test-old-${upTo}-${crypto.randomUUID()}`;
      const old = new Dexie(name);
      old.version(1).stores({ kv: 'key', config: 'key', theme: 'key', user: 'key', flags: 'key', activities: 'id, sort' });
      old.version(3).stores({ rechargeTypes: 'id, sort', walletRecords: 'id, type, createTime', bankCards: 'id', withdrawals: 'id' });
      if (upTo === 8) {
        old.version(4).stores({
          games: 'id, typeId, sort, provider',
          gameTypes: 'id, sort',
          gameLikes: 'gameId',
          gameHistory: 'gameId, playedAt',
          betRecords: 'roundId, createTime, typeId',
        });
        old.version(5).stores({ mails: 'id, time' });
        old.version(6).stores({ rebates: 'type', rebateLog: 'id, time' });
        old.version(7).stores({ tasks: 'id, kind', pointsHistory: 'key, time' });
        old.version(8).stores({ coupons: 'id, state', awardLog: 'id, source' });
      }
      await old.open();
      expect(old.verno).toBe(upTo);
      await old.table('kv').put({ key: 'deviceId', value: 'device-1' });
      await old.table('walletRecords').bulkPut([
        { id: 'a', type: 1, createTime: 2 },
        { id: 'b', type: 2, createTime: 1 },
      ]);
      old.close();

      const database = new AppDatabase(name);
      opened.push(database);
      await database.open();
      expect(database.verno).toBe(SCHEMA_VERSION);
      expect(database.backendDB().objectStoreNames.length).toBe(22);
      for (const table of tables) expect(database.backendDB().objectStoreNames.contains(table)).toBe(true);
      expect(await getKv('deviceId', database)).toBe('device-1');
      expect((await database.walletRecords.orderBy('createTime').toArray()).map((r) => r.id)).toEqual(['b', 'a']);
      await database.coupons.put({ id: 'c1', state: 0 } as never);
      expect(await database.coupons.where('state').equals(0).count()).toBe(1);
      expect(await database.games.where('typeId').equals(1).count()).toBe(0);
    }
  });
});
