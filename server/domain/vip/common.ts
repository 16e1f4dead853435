// Shared pieces of the VIP rules: award lists stored as JSON text, Manila period keys, coin totals of award lists.
import type { Kysely, Transaction } from 'kysely';
import { PROP, type Award } from '../../../contract/index.ts';
import type { DB } from '../../db/schema.ts';
import { manilaDayKey, manilaMidnight, manilaMonthKey, manilaWeekKey } from '../../../contract/manila.ts';

export type Db = Kysely<DB> | Transaction<DB>;

export const parseAwards = (text: string): Award[] => JSON.parse(text) as Award[];

export const coinOf = (awards: readonly Award[]): number => awards.reduce((sum, a) => sum + (a.id === PROP.coin ? a.count : 0), 0);

export const weekPeriod = (ms: number): string => `W:${manilaWeekKey(ms)}`;
export const monthPeriod = (ms: number): string => `M:${manilaMonthKey(ms)}`;

export const today = (ms: number): string => manilaDayKey(ms);
export const yesterday = (ms: number): string => manilaDayKey(manilaMidnight(ms) - 1);

export async function playerLevel(db: Db, userId: number): Promise<{ vip: number; vipExp: number }> {
  const row = await db.selectFrom('users').select(['vip', 'vip_exp']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { vip: row.vip, vipExp: row.vip_exp };
}
