// The mall's terms: the coin rate is the diamonds' own peso value (rewards config `diamondValue`), the bounds of one
// coin exchange are app_config keys, and the goods and the addup ladder are rows the operator edits.
import type { Kysely, Transaction } from 'kysely';
import type { Award } from '../../../contract/index.ts';
import type { AddupRung, CoinRate, MallGoods } from '../../../contract/calls/diamonds.ts';
import type { DB } from '../../db/schema.ts';
import { readRewardsConfig } from '../rewards/config.ts';

type Db = Kysely<DB> | Transaction<DB>;

export const MALL_BOUNDS_DEFAULTS = { mallCoinMin: 10, mallCoinMax: 100_000 };

export async function readCoinRate(db: Db): Promise<CoinRate> {
  const rewards = await readRewardsConfig(db);
  const rows = await db.selectFrom('app_config').select(['key', 'value']).where('key', 'in', Object.keys(MALL_BOUNDS_DEFAULTS)).execute();
  const bounds = { ...MALL_BOUNDS_DEFAULTS };
  for (const row of rows) if (Number.isSafeInteger(row.value) && (row.value as number) > 0) Object.assign(bounds, { [row.key]: row.value });
  return {
    diamondValue: Math.floor(rewards.diamondValue),
    min: bounds.mallCoinMin,
    max: bounds.mallCoinMax,
    turnoverMultiple: rewards.freeBonusTurnoverMultiple,
  };
}

export async function listGoods(db: Db): Promise<MallGoods[]> {
  return db
    .selectFrom('mall_goods')
    .select(['id', 'name', 'picture', 'price', 'value', 'stock'])
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export interface AddupRow {
  id: number;
  threshold: number;
  awards: Award[];
}

export async function readAddup(db: Db): Promise<AddupRow[]> {
  const rows = await db.selectFrom('mall_addup').select(['id', 'threshold', 'awards']).orderBy('threshold').execute();
  return rows.map((r) => ({ id: r.id, threshold: r.threshold, awards: JSON.parse(r.awards) as Award[] }));
}

/** Diamonds the player spent in the mall (coin and goods), the addup ladder's progress. */
export async function diamondsSpent(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('diamond_journal')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('change'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('kind', 'in', ['coin', 'goods'])
    .executeTakeFirstOrThrow();
  return -Number(row.total);
}

export async function addupLadder(db: Db, userId: number): Promise<{ spent: number; rungs: AddupRung[] }> {
  const spent = await diamondsSpent(db, userId);
  const claimed = new Set((await db.selectFrom('mall_addup_claims').select('addup_id').where('user_id', '=', userId).execute()).map((r) => r.addup_id));
  const rungs = (await readAddup(db)).map((r) => ({ ...r, reached: spent >= r.threshold, claimed: claimed.has(r.id) }));
  return { spent, rungs };
}
