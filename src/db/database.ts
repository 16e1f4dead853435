// The app's IndexedDB database 'pisowin': server-derived state the worker writes and the UI reads live.
import { Dexie, type EntityTable } from 'dexie';
import type { BankCardRow, RechargeTypeRow, WalletRecordRow, WithdrawalRow } from './rows.ts';
import type { ActivityRow, ConfigRow, FlagsRow, KvKey, KvRow, KvValues, ThemeRow, UserRow } from './rows.ts';
import { USER_KV_KEYS } from './rows.ts';
import type { BetRecordRow, GameHistoryRow, GameLikeRow, GameRow, GameTypeRow } from './rows.ts';
import type { MailRow } from './rows.ts';
import type { RebateAccrualRow, RebateLogRow } from './rows.ts';
import type { PointsHistoryRow, TaskRow } from './rows.ts';
import type { AwardLogRow, CouponRow } from './rows.ts';

export type * from './rows.ts';
export { USER_KV_KEYS } from './rows.ts';

export const DATABASE_NAME = 'pisowin';

/** The schema's version: 8 since the coupons and reward records (versions 1 to 7 added the tables before them). */
export const SCHEMA_VERSION = 8;

export class AppDatabase extends Dexie {
  // `declare`: with useDefineForClassFields a plain field would overwrite the table Dexie sets in `stores()`.
  declare kv: EntityTable<KvRow, 'key'>;
  declare config: EntityTable<ConfigRow, 'key'>;
  declare theme: EntityTable<ThemeRow, 'key'>;
  declare user: EntityTable<UserRow, 'key'>;
  declare flags: EntityTable<FlagsRow, 'key'>;
  declare activities: EntityTable<ActivityRow, 'id'>;
  declare rechargeTypes: EntityTable<RechargeTypeRow, 'id'>;
  declare walletRecords: EntityTable<WalletRecordRow, 'id'>;
  declare bankCards: EntityTable<BankCardRow, 'id'>;
  declare withdrawals: EntityTable<WithdrawalRow, 'id'>;
  declare games: EntityTable<GameRow, 'id'>;
  declare gameTypes: EntityTable<GameTypeRow, 'id'>;
  declare gameLikes: EntityTable<GameLikeRow, 'gameId'>;
  declare gameHistory: EntityTable<GameHistoryRow, 'gameId'>;
  declare betRecords: EntityTable<BetRecordRow, 'roundId'>;
  declare mails: EntityTable<MailRow, 'id'>;
  declare rebates: EntityTable<RebateAccrualRow, 'type'>;
  declare rebateLog: EntityTable<RebateLogRow, 'id'>;
  declare tasks: EntityTable<TaskRow, 'id'>;
  declare pointsHistory: EntityTable<PointsHistoryRow, 'key'>;
  declare coupons: EntityTable<CouponRow, 'id'>;
  declare awardLog: EntityTable<AwardLogRow, 'id'>;

  /** Tests pass their own name so each gets a fresh database. */
  constructor(name: string = DATABASE_NAME) {
    // No query cache: with it, a live query's cached table reads can predate another table's fresh read of the same
    // run (the lobby saw a catalogue version with no games, its tabs drawn without rows), and each cached answer is
    // deep-cloned for every reader. Uncached, a query's reads are one IndexedDB transaction: one consistent state.
    super(name, { cache: 'disabled' });
    // One declaration of the whole schema, the version of its newest table. Dexie (since 3.0) keeps only the versions
    // that carry an upgrade function and compares this schema with the installed database, so a phone still on an
    // older version gains the missing tables and keeps its rows. Each `version().stores()` call re-builds every table
    // object declared so far, which seven calls did at every start (about a third of the first screen's module
    // evaluation). Add a table here and raise the number; keep a separate `version(n)` only for an `upgrade()`.
    this.version(SCHEMA_VERSION).stores({
      kv: 'key',
      config: 'key',
      theme: 'key',
      user: 'key',
      flags: 'key',
      activities: 'id, sort',
      // Wallet.
      rechargeTypes: 'id, sort',
      walletRecords: 'id, type, createTime',
      bankCards: 'id',
      withdrawals: 'id',
      // Games.
      games: 'id, typeId, sort, provider',
      gameTypes: 'id, sort',
      gameLikes: 'gameId',
      gameHistory: 'gameId, playedAt',
      betRecords: 'roundId, createTime, typeId',
      // Inbox.
      mails: 'id, time',
      // VIP rebates.
      rebates: 'type',
      rebateLog: 'id, time',
      // Tasks and points.
      tasks: 'id, kind',
      pointsHistory: 'key, time',
      // Coupons and reward records.
      coupons: 'id, state',
      awardLog: 'id, source',
    });
  }
}

export const db = new AppDatabase();

/**
 * Reads one `kv` key. The value type comes from the key (`getKv('maintenance')`); an explicit type argument
 * (`getKv<MaintenanceState>('maintenance')`) overrides it.
 */
export async function getKv<T = never, K extends KvKey = KvKey>(
  key: K,
  database: AppDatabase = db,
): Promise<([T] extends [never] ? KvValues[K] : T) | undefined> {
  const row = await database.kv.get(key);
  return row?.value as ([T] extends [never] ? KvValues[K] : T) | undefined;
}

export async function setKv<K extends KvKey>(key: K, value: KvValues[K], database: AppDatabase = db): Promise<void> {
  await database.kv.put({ key, value });
}

/**
 * Ends the local copy of a session: the player, the red dots and the user-scoped kv keys, all or nothing. Only what
 * holds rows is cleared: a clear is a change every open screen's live reads answer to (a logged-out start clears
 * nothing, so a visitor's first screen is not read and drawn again for it).
 */
export async function clearUserTables(database: AppDatabase = db): Promise<void> {
  const wallet = [database.rechargeTypes, database.walletRecords, database.bankCards, database.withdrawals];
  const games = [database.gameLikes, database.gameHistory, database.betRecords];
  const inbox = [database.mails];
  const vip = [database.rebates, database.rebateLog];
  const tasks = [database.tasks, database.pointsHistory];
  const rewards = [database.coupons, database.awardLog];
  const tables = [database.user, database.flags, ...wallet, ...games, ...inbox, ...tasks, ...rewards, ...vip];
  await database.transaction('rw', [database.kv, ...tables], async () => {
    const counts = await Promise.all(tables.map((table) => table.count()));
    await Promise.all(tables.filter((_, i) => counts[i]! > 0).map((table) => table.clear()));
    const kept = await database.kv.bulkGet([...USER_KV_KEYS]);
    const keys = USER_KV_KEYS.filter((_, i) => kept[i] !== undefined);
    if (keys.length > 0) await database.kv.bulkDelete(keys);
  });
}
