// Devices that completed a login for an account, kept as hashes of the app's install id (preLogin's deviceId), so a
// correct password from one of them is not held back by the account-wide failed-login limit strangers can fill.
import { hash } from 'node:crypto';
import type { Database } from '../db/database.ts';

const hashDevice = (userId: number, deviceId: string) => hash('sha256', `${userId}:${deviceId}`, 'hex');

export async function isKnownDevice(db: Database, userId: number, deviceId: string | undefined): Promise<boolean> {
  if (!deviceId) return false;
  const row = await db
    .selectFrom('login_devices')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('device_hash', '=', hashDevice(userId, deviceId))
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberDevice(db: Database, userId: number, deviceId: string | undefined, now: number): Promise<void> {
  if (!deviceId) return;
  await db
    .insertInto('login_devices')
    .values({ user_id: userId, device_hash: hashDevice(userId, deviceId), first_at: now, last_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ last_at: now }))
    .execute();
}
