// The spin wheel's stored settings (spin_config, spin_sectors) and whether it is open: activity 103 enabled, inside its
// dates, and a wheel that can pay. Read without locks: a spin racing an operator's change sees one version or the
// other, both valid.
import type { Kysely, Transaction } from 'kysely';
import { isInWindow } from '../../../contract/activities.ts';
import type { SpinSector } from '../../../contract/calls/spin.ts';
import { wheelConfigured } from '../../../contract/spin-odds.ts';
import type { DB } from '../../db/schema.ts';

export type Db = Kysely<DB> | Transaction<DB>;

/** The seeded 'Lucky spin' activity whose enabled flag and dates open the wheel. */
export const SPIN_ACTIVITY_ID = 103;

export interface SpinConfig {
  depositPerChance: number;
  dailyDepositCap: number;
  inviteChances: number;
}

export async function readSpinConfig(db: Db): Promise<SpinConfig> {
  const row = await db.selectFrom('spin_config').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return { depositPerChance: row.deposit_per_chance, dailyDepositCap: row.daily_deposit_cap, inviteChances: row.invite_chances };
}

/** The wheel, sector 1 first. */
export async function readSectors(db: Db): Promise<SpinSector[]> {
  const rows = await db.selectFrom('spin_sectors').selectAll().orderBy('sector').execute();
  return rows.map((r) => ({ sector: r.sector, label: r.label, awards: r.awards, weight: r.weight }));
}

export async function spinActivityOn(db: Db, now: number): Promise<boolean> {
  const row = await db.selectFrom('activities').select(['enabled', 'starts_at', 'ends_at']).where('id', '=', SPIN_ACTIVITY_ID).executeTakeFirst();
  return row !== undefined && row.enabled && isInWindow(row.starts_at, row.ends_at, now);
}

/** hasTurntable and the spin's gate: the activity is on and its wheel is configured. */
export async function spinOpen(db: Db, now: number): Promise<boolean> {
  return (await spinActivityOn(db, now)) && wheelConfigured(await readSectors(db));
}
