// The product configuration, one `app_config` row per key (JSON value), and the maintenance switch stored beside it.
import { appConfig, maintenanceState, type AppConfig, type CustomerService, type MaintenanceState } from '../../contract/index.ts';
import type { Database } from '../db/database.ts';

/** The app_config key of the maintenance switch (a caller may read it in its own statement, then parseMaintenance). */
export const MAINTENANCE_KEY = 'maintenance';
export const DEFAULT_MAINTENANCE_MESSAGE = 'We are doing maintenance. Please come back soon.';

/** Every config key the database holds; serverTime is added per answer. */
export type StoredConfig = Omit<AppConfig, 'serverTime'>;
const storedConfig = appConfig.omit({ serverTime: true });

export async function readAppConfig(db: Database, now: number): Promise<AppConfig> {
  const rows = await db.selectFrom('app_config').select(['key', 'value']).where('key', '!=', MAINTENANCE_KEY).execute();
  const stored = storedConfig.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
  return { ...stored, serverTime: now };
}

export async function hasConfig(db: Database): Promise<boolean> {
  const row = await db.selectFrom('app_config').select('key').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function writeConfigValue(db: Database, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_config')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

export async function readMaintenance(db: Database): Promise<MaintenanceState> {
  const row = await db.selectFrom('app_config').select('value').where('key', '=', MAINTENANCE_KEY).executeTakeFirst();
  return parseMaintenance(row?.value);
}

export function parseMaintenance(value: unknown): MaintenanceState {
  const parsed = maintenanceState.safeParse(value);
  return parsed.success ? parsed.data : { status: false, message: '' };
}

export async function writeMaintenance(db: Database, state: MaintenanceState): Promise<void> {
  await writeConfigValue(db, MAINTENANCE_KEY, state);
}

/** The service rows a player at `vip` may see; before login (vip 0) only the rows for everyone. */
export async function readCustomerServices(db: Database, vip = 0): Promise<CustomerService[]> {
  const rows = await db.selectFrom('customer_services').selectAll().where('min_vip', '<=', vip).orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    itemType: row.item_type,
    param1: row.param1,
    param2: row.param2,
    url: row.url,
    sort: row.sort,
    minVip: row.min_vip,
  }));
}
